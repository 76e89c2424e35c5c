import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { VerificationView } from './verification-view';

const session = { user: testUser, session: sessionFor() };

const serveSettings = (rows: unknown[]) =>
  server.use(http.get(`${SUPABASE_URL}/rest/v1/creator_settings`, () => HttpResponse.json(rows[0] ?? null)));

const creatorRow = (payout_verification: string) => ({
  user_id: testUser.id,
  pitch: 'Hello',
  date_of_birth: '1990-01-01',
  country: 'ES',
  terms_accepted_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  payout_verification,
  payout_verification_updated_at: null,
});

describe('VerificationView', () => {
  it('tells a fan what verification is for and how to start', async () => {
    serveSettings([]);
    renderRoute(<VerificationView />, { session });
    expect(await screen.findByRole('heading', { name: 'Identity verification is for creators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Creator' })).toHaveAttribute('href', '/become-creator');
  });

  it('shows a creator in review that payouts wait for it', async () => {
    serveSettings([creatorRow('pending')]);
    renderRoute(<VerificationView />, { session });
    expect(await screen.findByText('Identity verification in review')).toBeInTheDocument();
    expect(screen.getByText(/open once your identity is verified/)).toBeInTheDocument();
  });

  it('shows a verified creator that payouts are open', async () => {
    serveSettings([creatorRow('verified')]);
    renderRoute(<VerificationView />, { session });
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    expect(screen.getByText(/open to you now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See earnings' })).toHaveAttribute('href', '/wallet');
  });

  it('offers to try again when it cannot load', async () => {
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/creator_settings`, () =>
        HttpResponse.json({ code: 'XX000', message: 'database is down' }, { status: 500 }),
      ),
    );
    renderRoute(<VerificationView />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your verification');
  });
});
