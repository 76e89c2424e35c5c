// The hosted checkout page's HTML: dark, marked TEST MODE, one column at 390 px and two from
// 880 px, a labelled card form that works without JavaScript (the script only formats input).
import type { CardField } from './cards.ts';
import { CHECKOUT_STYLE } from './checkout-style.ts';
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
          ${raw(CHECKOUT_STYLE)}
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
        <p class="static-label">Email</p>
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
