import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { TermsPage } from './terms-page';

// jsdom has no layout, so scrollIntoView does not exist; record the calls instead.
const scrolled = vi.fn<(this: Element) => void>();
const originalScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.call(this);
  };
});
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <TermsPage />
    </MemoryRouter>,
  );
}

describe('LegalPage deep links', () => {
  it('scrolls a shared link such as /terms#payments to its section', () => {
    renderAt('/terms#payments');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('payments'));
    expect(screen.getByRole('region', { name: /Payments and Fees/ }).id).toBe('payments');
  });

  it.each(['/terms', '/terms#', '/terms#no-such-section', '/terms#%E0%A4%A'])(
    'stays at the top for %s, whose fragment names no section',
    (entry) => {
      renderAt(entry);
      expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
      expect(scrolled).not.toHaveBeenCalled();
    },
  );
});
