import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentProfileKeys } from '@/lib/auth';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { AccountMenu } from './account-menu';

function renderMenu({ isCreator = false, isModerator = false } = {}) {
  const user = {
    ...testUser,
    app_metadata: { ...testUser.app_metadata, ...(isModerator ? { role: 'moderator' } : {}) },
  };
  const profile = { id: user.id, username: 'ninatester', name: 'Nina Tester', avatar_url: null, is_creator: isCreator };
  server.use(http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json(profile)));
  const { queryClient } = renderRoute(
    <AccountMenu badges={{ wallet: <span>€14.21</span>, notifications: <span>3 unread</span> }} />,
    { path: '/settings', session: { session: sessionFor(user), user } },
  );
  // As the shell's request seeds it.
  act(() => queryClient.setQueryData(currentProfileKeys.detail(user.id), profile));
  return screen.getByRole('navigation', { name: 'Your account' });
}

const hrefOf = (menu: HTMLElement, name: RegExp) => within(menu).getByRole('link', { name }).getAttribute('href');

describe('AccountMenu (the phone’s Settings tab)', () => {
  it('takes a fan to their profile, wallet, subscriptions, notifications, following and the creator application', async () => {
    const menu = renderMenu();
    expect(
      await within(menu).findByRole('link', { name: /^Nina Tester\s*@ninatester · Your profile$/ }),
    ).toHaveAttribute('href', '/profile/@ninatester');
    expect(hrefOf(menu, /^Wallet\s*€14\.21$/)).toBe('/wallet');
    expect(hrefOf(menu, /^Notifications\s*3 unread$/)).toBe('/notifications');
    expect(hrefOf(menu, /^Subscriptions$/)).toBe('/subscriptions');
    expect(hrefOf(menu, /^Following$/)).toBe('/following');
    expect(hrefOf(menu, /^Become a Creator$/)).toBe('/become-creator');
    expect(within(menu).queryByRole('link', { name: /Earnings|Moderation/ })).toBeNull();
  });

  it('gives a creator Earnings first and the wallet’s balance, and no creator application', async () => {
    const menu = renderMenu({ isCreator: true });
    expect(await within(menu).findByRole('link', { name: /^Earnings$/ })).toHaveAttribute('href', '/wallet');
    expect(hrefOf(menu, /^Wallet/)).toBe('/wallet#balance');
    expect(within(menu).queryByRole('link', { name: /Become a Creator/ })).toBeNull();
    expect(within(menu).getAllByRole('link')[1]).toHaveAccessibleName('Earnings');
  });

  it('gives a moderator the moderation console', async () => {
    const menu = renderMenu({ isModerator: true });
    expect(await within(menu).findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });
});
