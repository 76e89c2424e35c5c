import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PrivacyPage } from './privacy-page';

afterEach(cleanup);

// Spec §2 lists 14 topics; "data collected" and "California and EU rights" are each
// split in two to make its 16 sections. Spelled out here so a content edit cannot
// silently reorder or drop one.
const expectedSections = [
  '1. Information You Give Us',
  '2. Information Collected Automatically',
  '3. How We Use Your Information',
  '4. How We Share Your Information',
  '5. How Long We Keep Your Information',
  '6. Your Rights and Choices',
  '7. Cookies and Local Storage',
  '8. Security',
  '9. International Transfers',
  '10. Children Under 18',
  '11. California Privacy Rights',
  '12. EU and UK Privacy Rights',
  '13. Do Not Track',
  '14. Third-Party Links',
  '15. Changes to This Policy',
  '16. Contact Us',
];

function renderPrivacy() {
  return render(
    <MemoryRouter initialEntries={['/privacy']}>
      <Routes>
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/signup" element={<p>Sign-up screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function sectionText(name: RegExp) {
  return screen.getByRole('region', { name }).textContent ?? '';
}

describe('PrivacyPage', () => {
  it('shows the title and the last-updated date', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const time = screen.getByText('October 27, 2025');
    expect(time.getAttribute('datetime')).toBe('2025-10-27');
    expect(time.parentElement?.textContent).toBe('Last updated: October 27, 2025');
    expect(document.title).toBe('Privacy Policy · Velvet');
  });

  it('has exactly 16 sections in the spec’s order, each a labelled region in the contents', () => {
    renderPrivacy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expectedSections);
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions).toHaveLength(16);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(regions.map((r) => `#${r.id}`));
  });

  it('goes back to sign-up from the Back link', async () => {
    renderPrivacy();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/signup');
    await userEvent.click(back);
    expect(screen.getByText('Sign-up screen')).toBeTruthy();
  });

  it('keeps under-18s out and explains account deletion', () => {
    renderPrivacy();
    expect(sectionText(/Children Under 18/)).toContain('We do not allow anyone under 18');
    expect(sectionText(/Your Rights and Choices/)).toContain('Settings → Danger Zone → Delete Account');
    expect(sectionText(/How Long We Keep/)).toMatch(/Paid content may stay visible to fans who bought/);
  });

  it('describes local storage instead of advertising cookies, and ignores Do Not Track', () => {
    renderPrivacy();
    const cookies = sectionText(/Cookies and Local Storage/);
    expect(cookies).toContain('does not use advertising cookies');
    expect(cookies).toContain('session');
    expect(cookies).toContain('emoji');
    expect(sectionText(/Do Not Track/)).toContain('Velvet ignores it');
  });

  it('offers a working contact address and links back to the Terms', () => {
    renderPrivacy();
    const contact = screen.getByRole('region', { name: /Contact Us/ });
    const mail = within(contact).getByRole('link', { name: /@/ });
    expect(mail.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    expect(within(contact).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });
});
