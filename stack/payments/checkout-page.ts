// The hosted checkout page's HTML: dark, marked TEST MODE, one column at 390 px and two from
// 880 px, a labelled card form that works without JavaScript (the script only formats input).
import type { CardField } from './cards.ts';
import { html, raw, type Html } from './html.ts';
import { formatAmount } from './money.ts';
import type { CheckoutSession, LineItem } from './objects.ts';

export interface FormState {
  email: string;
  name: string;
  country: string;
  number: string;
  expiry: string;
  /** The CVC is never echoed back into the page. */
  errors: Partial<Record<CardField | 'email', string>>;
  /** A decline from the card network, shown above the form. */
  decline?: string;
}

export const EMPTY_FORM: FormState = { email: '', name: '', country: 'US', number: '', expiry: '', errors: {} };

const COUNTRIES: Array<[string, string]> = [
  ['AT', 'Austria'],
  ['AU', 'Australia'],
  ['BE', 'Belgium'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CH', 'Switzerland'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['MX', 'Mexico'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['SE', 'Sweden'],
  ['US', 'United States'],
];
export const COUNTRY_CODES = new Set(COUNTRIES.map(([c]) => c));

const STYLE = `
:root { color-scheme: dark; --bg:#09090b; --panel:#131316; --field:#18181b; --line:#2e2e35; --fg:#f4f4f5; --muted:#a1a1aa;
  --accent:#e11d48; --accent-hover:#be123c; --focus:#fb7185; --error:#fda4af; --warn:#f59e0b; }
* { box-sizing:border-box; }
body { margin:0; min-height:100dvh; background:var(--bg); color:var(--fg); font:16px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; }
a { color:var(--fg); }
:focus-visible { outline:2px solid var(--focus); outline-offset:2px; }
.test-banner { background:var(--warn); color:#1c1917; text-align:center; font-size:.8125rem; font-weight:600; padding:.375rem 1rem; }
.test-banner strong { letter-spacing:.08em; }
.layout { max-width:58rem; margin:0 auto; padding:1.25rem 1.25rem 3rem; display:grid; gap:2rem; }
@media (min-width:55rem) { .layout { grid-template-columns:1fr 1fr; gap:4rem; padding-top:4rem; } }
.merchant { display:flex; align-items:center; gap:.75rem; }
.back { display:inline-flex; align-items:center; gap:.5rem; text-decoration:none; color:var(--muted); font-size:.9375rem; padding:.25rem 0; }
.back:hover { color:var(--fg); }
.logo { width:1.75rem; height:1.75rem; border-radius:50%; background:linear-gradient(135deg,#fb7185,#be123c); display:grid; place-items:center; font-weight:700; font-size:.875rem; color:#fff; }
.badge { font-size:.6875rem; font-weight:700; letter-spacing:.06em; color:#1c1917; background:var(--warn); border-radius:4px; padding:.0625rem .375rem; }
.label { color:var(--muted); margin:1.5rem 0 0; font-size:1rem; }
.total { font-size:2.25rem; font-weight:650; margin:.25rem 0 1.5rem; letter-spacing:-.01em; }
.items { list-style:none; margin:0; padding:0; }
.items li { display:flex; justify-content:space-between; gap:1rem; padding:.75rem 0; border-top:1px solid var(--line); }
.items .qty { color:var(--muted); font-size:.875rem; }
h1 { font-size:1.25rem; font-weight:600; margin:0 0 1rem; }
form { display:grid; gap:1rem; }
.field label, legend { display:block; font-size:.875rem; color:var(--muted); margin-bottom:.375rem; padding:0; }
fieldset { border:0; margin:0; padding:0; min-width:0; }
input, select { width:100%; font:inherit; color:var(--fg); background:var(--field); border:1px solid var(--line); border-radius:8px; padding:.6875rem .75rem; min-height:2.875rem; }
input::placeholder { color:#71717a; }
input[aria-invalid="true"] { border-color:var(--error); }
.card-group { border:1px solid var(--line); border-radius:8px; overflow:hidden; background:var(--field); }
.card-group input { border:0; border-radius:0; }
.card-group .row { display:grid; grid-template-columns:1fr 1fr; border-top:1px solid var(--line); }
.card-group .row > div + div { border-left:1px solid var(--line); }
.sr-only { position:absolute; width:1px; height:1px; padding:0; margin:-1px; overflow:hidden; clip:rect(0,0,0,0); white-space:nowrap; border:0; }
.error { color:var(--error); font-size:.875rem; margin:.375rem 0 0; }
.alert { border:1px solid #9f1239; background:#2a0a12; color:#fecdd3; border-radius:8px; padding:.75rem 1rem; margin:0; }
button { font:inherit; font-weight:600; color:#fff; background:var(--accent); border:0; border-radius:8px; min-height:3rem; padding:.75rem 1rem; cursor:pointer; }
button:hover { background:var(--accent-hover); }
button[disabled] { opacity:.7; cursor:progress; }
.email-static { padding:.6875rem 0; }
details { color:var(--muted); font-size:.875rem; border:1px dashed var(--line); border-radius:8px; padding:.5rem .75rem; }
details summary { cursor:pointer; color:var(--fg); }
details table { border-collapse:collapse; margin-top:.5rem; width:100%; }
details td { padding:.25rem .5rem .25rem 0; vertical-align:top; }
details code { font-family:ui-monospace,SFMono-Regular,Menlo,monospace; color:var(--fg); white-space:nowrap; }
.foot { color:#71717a; font-size:.75rem; text-align:center; margin:0; }
.notice { max-width:30rem; margin:4rem auto; padding:0 1.25rem; text-align:center; }
.notice p { color:var(--muted); }
.button-link { display:inline-block; text-decoration:none; font-weight:600; color:#fff; background:var(--accent); border-radius:8px; padding:.75rem 1.25rem; }`;

// Progressive enhancement only: spaces in the card number, "MM / YY", and no double submit.
const SCRIPT = `
const n=document.getElementById('cardNumber'),x=document.getElementById('cardExpiry'),f=document.querySelector('form[data-pay]');
n&&n.addEventListener('input',()=>{const d=n.value.replace(/\\D/g,'').slice(0,19);n.value=d.replace(/(\\d{4})(?=\\d)/g,'$1 ');});
x&&x.addEventListener('input',e=>{let d=x.value.replace(/\\D/g,'').slice(0,4);if(e.inputType&&e.inputType.startsWith('delete')){x.value=x.value.replace(/[^\\d/ ]/g,'');return;}x.value=d.length>2?d.slice(0,2)+' / '+d.slice(2):d.length===2?d+' / ':d;});
f&&f.addEventListener('submit',()=>{const b=f.querySelector('button[type=submit]');b.disabled=true;b.textContent='Processing…';});`;

function document(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <div class="test-banner" role="note">
          <strong>TEST MODE</strong> · Velvet's local payments sandbox. No real card is charged.
        </div>
        ${body}
      </body>
    </html>`;
}

function fieldError(id: string, message: string | undefined) {
  return message ? html`<p class="error" id="${id}-error">${message}</p>` : '';
}

/** The first invalid field gets focus when the page comes back, so keyboard and screen-reader users land on it. */
const invalidAttrs = (id: string, message: string | undefined, first: string | undefined) =>
  message ? html` aria-invalid="true" aria-describedby="${id}-error"${id === first ? html` autofocus` : ''}` : '';

function summary(session: CheckoutSession, items: readonly LineItem[], business: string): Html {
  const back = session.cancel_url
    ? html`<a class="back" href="${session.cancel_url}"><span aria-hidden="true">←</span> Back to ${business}</a>`
    : html`<span class="back">${business}</span>`;
  return html`<section aria-labelledby="summary-heading">
    <div class="merchant">
      <span class="logo" aria-hidden="true">${business.slice(0, 1)}</span>${back}<span class="badge">TEST MODE</span>
    </div>
    <p class="label" id="summary-heading">Pay ${business}</p>
    <p class="total">${formatAmount(session.amount_total, session.currency)}</p>
    <ul class="items">
      ${items.map(
        (li) =>
          html`<li>
            <span>${li.description}${li.quantity > 1 ? html` <span class="qty">× ${li.quantity}</span>` : ''}</span
            ><span>${formatAmount(li.amount_total, li.currency)}</span>
          </li>`,
      )}
    </ul>
  </section>`;
}

const TEST_CARDS: Array<[string, string]> = [
  ['4242 4242 4242 4242', 'Succeeds'],
  ['4000 0000 0000 0002', 'Declined (card_declined)'],
  ['4000 0000 0000 9995', 'Declined (insufficient_funds)'],
  ['4000 0000 0000 0069', 'Declined (expired_card)'],
  ['4000 0000 0000 0127', 'Declined (incorrect_cvc)'],
  ['4000 0000 0000 0259', 'Succeeds, then disputed'],
];

export function checkoutPage(
  session: CheckoutSession,
  items: readonly LineItem[],
  form: FormState,
  business: string,
): Html {
  const e = form.errors;
  const first = (
    [
      ['email', e.email],
      ['cardNumber', e.number],
      ['cardExpiry', e.expiry],
      ['cardCvc', e.cvc],
      ['billingName', e.name],
    ] as const
  ).find(([, message]) => message)?.[0];
  const email = session.customer_email
    ? html`<div class="field">
        <span class="label-static">Email</span>
        <p class="email-static">${session.customer_email}</p>
      </div>`
    : html`<div class="field">
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value="${form.email}"
          ${invalidAttrs('email', e.email, first)}
        />
        ${fieldError('email', e.email)}
      </div>`;
  const pay = `Pay ${formatAmount(session.amount_total, session.currency)}`;
  return document(
    `${pay} · ${business} (test mode)`,
    html`<main class="layout">
        ${summary(session, items, business)}
        <section aria-labelledby="pay-heading">
          <h1 id="pay-heading">Pay with card</h1>
          <form method="post" action="/c/pay/${session.id}" data-pay novalidate>
            ${form.decline ? html`<p class="alert" role="alert" tabindex="-1" autofocus>${form.decline}</p>` : ''}
            ${email}
            <fieldset>
              <legend>Card information</legend>
              <div class="card-group">
                <label class="sr-only" for="cardNumber">Card number</label>
                <input
                  id="cardNumber"
                  name="cardNumber"
                  inputmode="numeric"
                  autocomplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  required
                  value="${form.number}"
                  ${invalidAttrs('cardNumber', e.number, first)}
                />
                <div class="row">
                  <div>
                    <label class="sr-only" for="cardExpiry">Expiration date (MM / YY)</label>
                    <input
                      id="cardExpiry"
                      name="cardExpiry"
                      inputmode="numeric"
                      autocomplete="cc-exp"
                      placeholder="MM / YY"
                      required
                      value="${form.expiry}"
                      ${invalidAttrs('cardExpiry', e.expiry, first)}
                    />
                  </div>
                  <div>
                    <label class="sr-only" for="cardCvc">Security code (CVC)</label>
                    <input
                      id="cardCvc"
                      name="cardCvc"
                      inputmode="numeric"
                      autocomplete="cc-csc"
                      placeholder="CVC"
                      required${invalidAttrs('cardCvc', e.cvc, first)}
                    />
                  </div>
                </div>
              </div>
              ${fieldError('cardNumber', e.number)}${fieldError('cardExpiry', e.expiry)}${fieldError('cardCvc', e.cvc)}
            </fieldset>
            <div class="field">
              <label for="billingName">Cardholder name</label>
              <input
                id="billingName"
                name="billingName"
                autocomplete="cc-name"
                placeholder="Full name on card"
                required
                value="${form.name}"
                ${invalidAttrs('billingName', e.name, first)}
              />
              ${fieldError('billingName', e.name)}
            </div>
            <div class="field">
              <label for="billingCountry">Country or region</label>
              <select id="billingCountry" name="billingCountry" autocomplete="country">
                ${COUNTRIES.map(([code, name]) => html`<option value="${code}" ${code === form.country ? html` selected` : ''}>${name}</option>`)}
              </select>
            </div>
            <button type="submit">${pay}</button>
            <details>
              <summary>Test cards</summary>
              <table>
                <tbody>
                  ${TEST_CARDS.map(
                    ([n, what]) =>
                      html`<tr>
                        <td><code>${n}</code></td>
                        <td>${what}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              <p>Any future expiry date and any 3-digit CVC (4 digits for American Express).</p>
            </details>
            <p class="foot">
              Local Stripe-compatible sandbox · session expires
              ${new Date(session.expires_at * 1000).toISOString().replace('T', ' ').slice(0, 16)} UTC
            </p>
          </form>
        </section>
      </main>
      <script>
        ${raw(SCRIPT)};
      </script>`,
  );
}

export function noticePage(title: string, message: string, link?: { href: string; label: string }): Html {
  return document(
    title,
    html`<main class="notice">
      <h1>${title}</h1>
      <p>${message}</p>
      ${link ? html`<a class="button-link" href="${link.href}">${link.label}</a>` : ''}
    </main>`,
  );
}
