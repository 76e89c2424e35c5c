import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TermsPage } from './terms-page';

afterEach(cleanup);

// Spelled out from spec §2 "Legal pages" rather than read from the content file,
// so reordering or dropping a section fails here.
const expectedSections = [
  '1. Acceptance of Terms',
  '2. Eligibility',
  '3. Account Registration',
  '4. Content Guidelines',
  '5. Intellectual Property',
  '6. Payments and Fees',
  '7. User Conduct',
  '8. Moderation',
  '9. Termination',
  '10. Disclaimers',
  '11. Limitation of Liability',
  '12. Indemnification',
  '13. Arbitration and Class-Action Waiver',
  '14. Changes to These Terms',
  '15. Contact Us',
];

function renderTerms() {
  return render(
    <MemoryRouter initialEntries={['/terms']}>
      <Routes>
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/signup" element={<p>Sign-up screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('TermsPage', () => {
  it('shows the title and the spec’s last-updated date', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    const time = screen.getByText('October 27, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-10-27');
    expect(time.parentElement?.textContent).toBe('Last updated: October 27, 2025');
  });

  it('has exactly the 15 sections of the spec, in order, each a labelled region', () => {
    renderTerms();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expectedSections);
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-labelledby'))).toEqual(regions.map((r) => `${r.id}-title`));
  });

  it('lists every section in the table of contents, each link landing on its section', () => {
    renderTerms();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(15);
    links.forEach((link, index) => {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('SECTION');
      expect(target?.querySelector('h2')?.textContent).toBe(expectedSections[index]);
    });
  });

  it('goes back to sign-up from the Back link', async () => {
    renderTerms();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/signup');
    await userEvent.click(back);
    expect(screen.getByText('Sign-up screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).toBeNull();
  });

  it('requires users to be at least 18 with legal capacity', () => {
    renderTerms();
    const eligibility = section(/Eligibility/).textContent ?? '';
    expect(eligibility).toContain('at least 18 years old');
    expect(eligibility).toContain('legal capacity');
    expect(section(/Content Guidelines/).textContent).toMatch(/sexual content involving anyone under 18/);
  });

  it('tells users where to delete their account and what deletion removes', () => {
    renderTerms();
    const termination = section(/Termination/).textContent ?? '';
    expect(termination).toContain('Settings → Danger Zone → Delete Account');
    expect(termination).toContain('deletes your account and its data');
  });

  it('states the payment rules of the spec', () => {
    renderTerms();
    const payments = section(/Payments and Fees/).textContent ?? '';
    for (const rule of [
      'subscriptions, tips and paid content',
      'platform fee',
      'All purchases are final',
      'non-refundable',
      'taxes',
    ]) {
      expect(payments).toContain(rule);
    }
  });

  it('links to the Privacy Policy and names the page in the browser tab', () => {
    renderTerms();
    const privacyLinks = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(privacyLinks.every((link) => link.getAttribute('href') === '/privacy')).toBe(true);
    expect(document.title).toBe('Terms of Service · Velvet');
  });
});
