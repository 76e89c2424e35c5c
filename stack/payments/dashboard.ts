// GET /sandbox — a small dashboard: sessions, payments, disputes, events with their delivery
// attempts, webhook endpoints and the clock, with buttons for the test API's actions. Forms post
// to /sandbox/actions/… and come back with 303, so it works without JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readLimited } from './body.ts';
import type { Core } from './core.ts';
import { StripeApiError } from './errors.ts';
import { html, raw, redirect, sendHtml, type Html } from './html.ts';
import { formatAmount } from './money.ts';
import { sweepExpired } from './sessions.ts';
import { sandboxActions } from './test-api.ts';
import type { WebhookDispatcher } from './webhooks.ts';

const STYLE = `
:root { color-scheme: dark; --bg:#09090b; --panel:#131316; --line:#2e2e35; --fg:#f4f4f5; --muted:#a1a1aa; --accent:#e11d48; --warn:#f59e0b; }
* { box-sizing:border-box; } body { margin:0; background:var(--bg); color:var(--fg); font:14px/1.45 Inter,ui-sans-serif,system-ui,sans-serif; }
header { display:flex; flex-wrap:wrap; gap:.75rem; align-items:center; padding:.75rem 1.25rem; border-bottom:1px solid var(--line); background:var(--panel); }
header h1 { font-size:1.05rem; margin:0; flex:1; } .badge { background:var(--warn); color:#1c1917; font-weight:700; font-size:.7rem; letter-spacing:.06em; padding:.1rem .4rem; border-radius:4px; }
main { padding:1rem 1.25rem 3rem; max-width:90rem; margin:0 auto; } h2 { font-size:1rem; margin:1.75rem 0 .5rem; }
.scroll { overflow-x:auto; border:1px solid var(--line); border-radius:8px; } table { border-collapse:collapse; width:100%; }
th, td { text-align:left; padding:.45rem .6rem; border-bottom:1px solid var(--line); vertical-align:top; white-space:nowrap; } th { color:var(--muted); font-weight:500; }
code { font-family:ui-monospace,Menlo,monospace; font-size:.8rem; } .muted { color:var(--muted); } a { color:#fda4af; }
form { display:inline-flex; gap:.3rem; margin:0 .25rem .2rem 0; } input { width:6rem; font:inherit; color:var(--fg); background:#18181b; border:1px solid var(--line); border-radius:6px; padding:.2rem .4rem; }
button { font:inherit; color:var(--fg); background:#27272a; border:1px solid var(--line); border-radius:6px; padding:.2rem .6rem; cursor:pointer; } button:hover { border-color:#fda4af; }
:focus-visible { outline:2px solid #fb7185; outline-offset:2px; } .alert { border:1px solid #9f1239; background:#2a0a12; color:#fecdd3; border-radius:8px; padding:.6rem .9rem; }
.ok { color:#86efac; } .bad { color:#fda4af; }`;

const short = (id: string) => `${id.slice(0, 14)}…${id.slice(-4)}`;
const time = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);

function button(action: string, label: string, fields: Html | '' = '') {
  return html`<form method="post" action="/sandbox/actions/${action}">
    ${fields}<button type="submit">${label}</button>
  </form>`;
}

function table(head: string[], rows: Html[], empty: string) {
  if (rows.length === 0) return html`<p class="muted">${empty}</p>`;
  return html`<div class="scroll">
    <table>
      <thead>
        <tr>
          ${head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}

function page(core: Core, error: string | null): Html {
  const s = core.store;
  const sessions = [...s.sessions.values()].reverse().slice(0, 50);
  const intents = [...s.paymentIntents.values()].reverse().slice(0, 50);
  const disputes = [...s.disputes.values()].reverse().slice(0, 50);
  const events = [...s.events.values()].reverse().slice(0, 100);
  const deliveries = [...s.deliveries.values()].reverse();
  const body = html` <header>
      <h1>Velvet payments sandbox</h1>
      <span class="badge">TEST MODE</span>
      <span class="muted"
        >Clock: ${new Date(core.clock.now()).toISOString().slice(0, 19)}Z (+${core.clock.offsetSeconds} s)</span
      >
      <a href="/sandbox">Refresh</a>
      ${button('clock', 'Advance', html`<label class="muted" for="advance-seconds">Advance clock by (seconds)</label><input id="advance-seconds" name="seconds" inputmode="numeric" value="3600" />`)}
    </header>
    <main>
      ${error ? html`<p class="alert" role="alert">${error}</p>` : ''}
      <h2>Checkout Sessions</h2>
      ${table(
        ['Session', 'Status', 'Amount', 'Reference', 'Created', 'Expires', ''],
        sessions.map(
          (x) =>
            html`<tr>
              <td><code title="${x.id}">${short(x.id)}</code></td>
              <td>${x.status} · ${x.payment_status}</td>
              <td>${formatAmount(x.amount_total, x.currency)}</td>
              <td>${x.client_reference_id ?? ''}</td>
              <td>${time(x.created)}</td>
              <td>${time(x.expires_at)}</td>
              <td>
                ${x.status === 'open' ? html`<a href="/c/pay/${x.id}">Open checkout</a> ${button(`sessions/${x.id}/expire`, 'Expire now')}` : ''}
              </td>
            </tr>`,
        ),
        'No Checkout Sessions yet.',
      )}
      <h2>Payments</h2>
      ${table(
        ['PaymentIntent', 'Status', 'Amount', 'Refunded', 'Disputed', ''],
        intents.map((pi) => {
          const charge = pi.latest_charge ? s.charges.get(pi.latest_charge) : undefined;
          const paid = pi.status === 'succeeded' && charge;
          return html`<tr>
            <td><code title="${pi.id}">${short(pi.id)}</code></td>
            <td>
              ${pi.status}${pi.last_payment_error ? html` <span class="bad">(${pi.last_payment_error.code})</span>` : ''}
            </td>
            <td>${formatAmount(pi.amount, pi.currency)}</td>
            <td>${charge ? formatAmount(charge.amount_refunded, pi.currency) : ''}</td>
            <td>${charge?.disputed ? 'yes' : ''}</td>
            <td>
              ${paid && !charge.refunded && !charge.disputed ? html`${button(`payment_intents/${pi.id}/refund`, 'Refund', html`<label class="sr-only" for="amount-${pi.id}">Amount (cents, empty for all)</label><input id="amount-${pi.id}" name="amount" placeholder="all" inputmode="numeric" />`)}${button(`payment_intents/${pi.id}/dispute`, 'Open dispute')}` : ''}
            </td>
          </tr>`;
        }),
        'No payments yet.',
      )}
      <h2>Disputes</h2>
      ${table(
        ['Dispute', 'Status', 'Reason', 'Amount', ''],
        disputes.map(
          (d) =>
            html`<tr>
              <td><code title="${d.id}">${short(d.id)}</code></td>
              <td>${d.status}</td>
              <td>${d.reason}</td>
              <td>${formatAmount(d.amount, d.currency)}</td>
              <td>
                ${d.status === 'needs_response' ? html`${button(`disputes/${d.id}/close`, 'Won', html`<input type="hidden" name="outcome" value="won" />`)}${button(`disputes/${d.id}/close`, 'Lost', html`<input type="hidden" name="outcome" value="lost" />`)}` : ''}
              </td>
            </tr>`,
        ),
        'No disputes.',
      )}
      <h2>Events and deliveries</h2>
      ${table(
        ['Event', 'Type', 'Created', 'Deliveries (latest attempt)', ''],
        events.map((e) => {
          const ds = deliveries.filter((d) => d.event === e.id);
          return html`<tr>
            <td><code title="${e.id}">${short(e.id)}</code></td>
            <td>${e.type}</td>
            <td>${time(e.created)}</td>
            <td>
              ${ds.map((d) => {
                const last = d.attempts.at(-1);
                return html`<div class="${d.status === 'succeeded' ? 'ok' : d.status === 'failed' ? 'bad' : 'muted'}">
                  ${d.kind} ${d.status} · ${d.attempts.length}
                  attempt(s)${last ? ` · ${last.status ?? last.error ?? ''}` : ''}
                </div>`;
              })}
            </td>
            <td>${button(`events/${e.id}/resend`, 'Resend')}</td>
          </tr>`;
        }),
        'No events yet.',
      )}
      <h2>Webhook endpoints</h2>
      ${table(
        ['Endpoint', 'URL', 'Events', 'Signing secret', ''],
        [...s.endpoints.values()].map(
          (e) =>
            html`<tr>
              <td><code>${e.endpoint.id}</code></td>
              <td>${e.endpoint.url}</td>
              <td>${e.endpoint.enabled_events.join(', ')}</td>
              <td>
                <details>
                  <summary>Reveal</summary>
                  <code>${e.secret}</code>
                </details>
              </td>
              <td>
                ${e.hold ? html`${button(`endpoints/${e.endpoint.id}/release`, 'Release in order')}${button(`endpoints/${e.endpoint.id}/release`, 'Release reversed', html`<input type="hidden" name="order" value="reverse" />`)}` : button(`endpoints/${e.endpoint.id}/hold`, 'Hold deliveries')}
              </td>
            </tr>`,
        ),
        'No webhook endpoints configured.',
      )}
    </main>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />

        <title>Payments sandbox · Velvet (test mode)</title>
        <style>
          ${raw(STYLE)} .sr-only {
            position: absolute;
            width: 1px;
            height: 1px;
            overflow: hidden;
            clip: rect(0, 0, 0, 0);
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}

export function createDashboard(core: Core, webhooks: WebhookDispatcher) {
  const act = sandboxActions(core, webhooks);
  return async function handleDashboard(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    if (req.method === 'GET' && (path === '' || path === '/')) {
      sweepExpired(core);
      return sendHtml(res, 200, page(core, url.searchParams.get('error')));
    }
    if (req.method !== 'POST' || !path.startsWith('/actions/')) {
      req.resume();
      return sendHtml(
        res,
        404,
        html`<!doctype html><title>Not found</title>
          <p>Not found.</p>`,
      );
    }
    const body = await readLimited(req, 16 * 1024);
    const b = Object.fromEntries(new URLSearchParams((body ?? Buffer.alloc(0)).toString('utf8')));
    const action = path.slice('/actions/'.length);
    let m: RegExpExecArray | null;
    try {
      if ((m = /^sessions\/([^/]+)\/expire$/.exec(action))) act.expire(m[1]!);
      else if ((m = /^payment_intents\/([^/]+)\/refund$/.exec(action))) act.refund(m[1]!, b);
      else if ((m = /^payment_intents\/([^/]+)\/dispute$/.exec(action))) act.dispute(m[1]!, b);
      else if ((m = /^disputes\/([^/]+)\/close$/.exec(action))) act.closeDispute(m[1]!, b);
      else if ((m = /^events\/([^/]+)\/resend$/.exec(action))) act.resend(m[1]!, b);
      else if ((m = /^endpoints\/([^/]+)\/hold$/.exec(action))) act.hold(m[1]!);
      else if ((m = /^endpoints\/([^/]+)\/release$/.exec(action))) await act.release(m[1]!, b);
      else if (action === 'clock') await act.advanceClock(b);
      else throw new Error(`Unknown action ${action}`);
      return redirect(res, '/sandbox');
    } catch (err) {
      const message = err instanceof StripeApiError ? err.body.message : (err as Error).message;
      return redirect(res, `/sandbox?error=${encodeURIComponent(message)}`);
    }
  };
}
