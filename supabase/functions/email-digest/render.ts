// The digest mail, dark and branded like supabase/templates/*.html: what is unread, a button into the
// app, and the unsubscribe link. Names come from users: everything is escaped.

export interface Digest {
  name: string;
  frequency: 'daily' | 'weekly';
  unread_messages: number;
  unread_notifications: number;
  summary: { notifications: Record<string, number>; senders: Array<{ name: string; count: number }> };
}

export interface Links {
  app: string;
  unsubscribe: string;
  settings: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Notification types grouped as Settings › In-app groups them, in that order. */
const GROUPS: ReadonlyArray<{ types: string[]; one: string; many: string }> = [
  { types: ['follow'], one: 'new follower', many: 'new followers' },
  { types: ['post_like', 'comment_like'], one: 'like', many: 'likes' },
  { types: ['comment', 'reply'], one: 'comment or reply', many: 'comments and replies' },
  { types: ['new_subscriber', 'subscription_renewed'], one: 'subscriber update', many: 'subscriber updates' },
  { types: ['tip'], one: 'tip', many: 'tips' },
  { types: ['purchase'], one: 'purchase', many: 'purchases' },
  { types: ['renewal_failed'], one: 'failed renewal', many: 'failed renewals' },
  { types: ['payout'], one: 'payout update', many: 'payout updates' },
  // Notices from Velvet itself (trust and safety), always on in the app.
  { types: ['support_answer'], one: 'answer from support', many: 'answers from support' },
  { types: ['content_removed'], one: 'removal notice', many: 'removal notices' },
  { types: ['content_restored'], one: 'restored item', many: 'restored items' },
  { types: ['report_resolved'], one: 'reviewed report', many: 'reviewed reports' },
  { types: ['creator_deleted'], one: 'ended subscription', many: 'ended subscriptions' },
];

export function notificationLines(counts: Record<string, number>): string[] {
  const lines = GROUPS.map((g) => ({ g, n: g.types.reduce((sum, t) => sum + (counts[t] ?? 0), 0) }))
    .filter(({ n }) => n > 0)
    .map(({ g, n }) => plural(n, g.one, g.many));
  const known = new Set(GROUPS.flatMap((g) => g.types));
  const other = Object.entries(counts).reduce((sum, [t, n]) => sum + (known.has(t) ? 0 : n), 0);
  if (other > 0) lines.push(plural(other, 'other notification', 'other notifications'));
  return lines;
}

export function subject(d: Digest): string {
  const parts = [
    d.unread_messages > 0 ? plural(d.unread_messages, 'unread message', 'unread messages') : null,
    d.unread_notifications > 0 ? plural(d.unread_notifications, 'notification', 'notifications') : null,
  ].filter(Boolean);
  return `You have ${parts.join(' and ')} on Velvet`;
}

const senderText = (senders: Digest['summary']['senders'], total: number) => {
  if (senders.length === 0) return '';
  const named = senders.map((s) => `${s.name} (${s.count})`);
  const shown = senders.reduce((sum, s) => sum + s.count, 0);
  return `From ${named.join(', ')}${shown < total ? ' and others' : ''}`;
};

export function renderText(d: Digest, links: Links): string {
  const lines = [`Hi ${d.name},`, '', `Here is what is waiting for you on Velvet:`, ''];
  if (d.unread_messages > 0) {
    lines.push(`- ${plural(d.unread_messages, 'unread message', 'unread messages')}`);
    const from = senderText(d.summary.senders, d.unread_messages);
    if (from) lines.push(`  ${from}`);
  }
  if (d.unread_notifications > 0) lines.push(`- ${notificationLines(d.summary.notifications).join(', ')}`);
  lines.push(
    '',
    `Open Velvet: ${links.app}`,
    '',
    `You get this ${d.frequency} digest because of your Velvet email settings.`,
    `Unsubscribe: ${links.unsubscribe}`,
    `Change how often: ${links.settings}`,
  );
  return lines.join('\n');
}

const row = (label: string, detail: string) => `
            <tr>
              <td style="padding: 0 28px 12px 28px">
                <table role="presentation" width="100%" cellpadding="0" cellspacing="0"
                  style="background-color: #27272a; border-radius: 12px">
                  <tr>
                    <td style="padding: 14px 16px">
                      <p style="margin: 0; font-size: 15px; line-height: 22px; font-weight: 600; color: #ffffff">${label}</p>
                      ${detail ? `<p style="margin: 4px 0 0 0; font-size: 14px; line-height: 20px; color: #d4d4d8">${detail}</p>` : ''}
                    </td>
                  </tr>
                </table>
              </td>
            </tr>`;

export function renderHtml(d: Digest, links: Links): string {
  const rows: string[] = [];
  if (d.unread_messages > 0)
    rows.push(
      row(
        esc(plural(d.unread_messages, 'unread message', 'unread messages')),
        esc(senderText(d.summary.senders, d.unread_messages)),
      ),
    );
  if (d.unread_notifications > 0)
    rows.push(
      row(
        esc(plural(d.unread_notifications, 'new notification', 'new notifications')),
        esc(notificationLines(d.summary.notifications).join(' · ')),
      ),
    );
  const title = esc(subject(d));
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <title>${title}</title>
  </head>
  <body style="margin: 0; padding: 0; background-color: #09090b; color: #e4e4e7; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color: #09090b">
      <tr>
        <td align="center" style="padding: 32px 16px">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0"
            style="max-width: 480px; background-color: #18181b; border: 1px solid #27272a; border-radius: 16px">
            <tr>
              <td style="padding: 28px 28px 8px 28px; font-size: 22px; font-weight: 700; letter-spacing: -0.02em; color: #fb7185">Velvet</td>
            </tr>
            <tr>
              <td style="padding: 8px 28px 0 28px">
                <h1 style="margin: 0 0 12px 0; font-size: 20px; line-height: 28px; font-weight: 600; color: #ffffff">Hi ${esc(d.name)}, here is what you missed</h1>
                <p style="margin: 0 0 20px 0; font-size: 15px; line-height: 22px; color: #d4d4d8">Waiting for you on Velvet:</p>
              </td>
            </tr>${rows.join('')}
            <tr>
              <td style="padding: 8px 28px 28px 28px">
                <a href="${esc(links.app)}" style="display: inline-block; padding: 12px 22px; border-radius: 12px; background-color: #e11d48; color: #ffffff; font-size: 15px; font-weight: 600; text-decoration: none">Open Velvet</a>
              </td>
            </tr>
          </table>
          <p style="margin: 16px 0 0 0; max-width: 480px; font-size: 12px; line-height: 18px; color: #a1a1aa">
            You get this ${d.frequency} digest because of your Velvet email settings.
            <a href="${esc(links.unsubscribe)}" style="color: #fb7185">Unsubscribe</a> ·
            <a href="${esc(links.settings)}" style="color: #fb7185">Change how often</a>
          </p>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}
