import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { PageHeader } from './page-header';

const wallet = <PageHeader title="Wallet" backTo="/settings" backToPrevious />;

describe('PageHeader backToPrevious', () => {
  it('goes back to the screen the wallet was opened from', async () => {
    const { location } = renderRoute(<Link to="/wallet">Open wallet</Link>, {
      path: '/chats',
      routes: { '/wallet': wallet },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Open wallet' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(location().pathname).toBe('/chats');
  });

  it('goes to its fallback when the app opened no screen before it', async () => {
    const { location } = renderRoute(wallet, { path: '/wallet', routes: { '/settings': <p>Settings</p> } });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(location().pathname).toBe('/settings');
  });
});
