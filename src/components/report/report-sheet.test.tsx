import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { ReportSheet } from './report-sheet';

const session = { user: testUser, session: sessionFor() };

/** Stores reports like the database; `refuse`: the next insert answers with that error. */
function serveReports(refuse?: { code: string; message: string; status: number }) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/reports`, async ({ request }) => {
      sent.push(await request.json());
      if (refuse) return HttpResponse.json({ ...refuse, details: null, hint: null }, { status: refuse.status });
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return sent;
}

describe('ReportSheet', () => {
  it('sends the chosen reason and the trimmed note, then thanks the reporter', async () => {
    const sent = serveReports();
    const onClose = vi.fn();
    renderRoute(<ReportSheet targetType="post" targetId="p1" what="post" onClose={onClose} />, { session });
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled(); // a reason first
    await userEvent.click(screen.getByRole('radio', { name: /^Harassment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything else/ }), '  keeps messaging me  ');
    await userEvent.click(send);
    expect(await screen.findByText(/Thanks, we’ll review it/)).toBeInTheDocument();
    expect(sent).toEqual([{ target_type: 'post', target_id: 'p1', reason: 'harassment', note: 'keeps messaging me' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says kindly that it was already reported, and keeps what was typed', async () => {
    serveReports({ code: '23505', message: 'duplicate key value', status: 409 });
    renderRoute(<ReportSheet targetType="comment" targetId="c1" what="comment" onClose={() => {}} />, { session });
    await userEvent.click(screen.getByRole('radio', { name: /^Spam/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything else/ }), 'bot');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already reported this. We’re reviewing it.');
    expect(screen.getByRole('radio', { name: /^Spam/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveValue('bot');
  });

  it('refuses a note over 1000 characters before sending and says by how much', async () => {
    const sent = serveReports();
    renderRoute(<ReportSheet targetType="profile" targetId="u1" what="profile" onClose={() => {}} />, { session });
    await userEvent.click(screen.getByRole('radio', { name: /^Impersonation/ }));
    const note = screen.getByRole('textbox', { name: /Anything else/ });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1003));
    expect(screen.getByText(/Remove 3 to send/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
