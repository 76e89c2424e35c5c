// A short account mail from a function (two-factor recovery), dark and branded like supabase/templates/*.html
// and the digest: a heading, a few paragraphs, at most one button, and a plain-text part with the same words.
// Everything is escaped: a request's words come from whoever sent it.
import type { Mail } from './mail.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Notice {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** The small print under the card. */
  footer: string;
}

export function noticeMail(n: Notice): Mail {
  const paragraphs = n.paragraphs
    .map((p) => `<p style="margin: 0 0 16px 0; font-size: 15px; line-height: 22px; color: #d4d4d8">${esc(p)}</p>`)
    .join('\n                ');
  const button = n.button
    ? `
            <tr>
              <td style="padding: 4px 28px 28px 28px">
                <a href="${esc(n.button.href)}" style="display: inline-block; padding: 12px 22px; border-radius: 12px; background-color: #e11d48; color: #ffffff; font-size: 15px; font-weight: 600; text-decoration: none">${esc(n.button.label)}</a>
              </td>
            </tr>`
    : '';
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <title>${esc(n.subject)}</title>
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
              <td style="padding: 8px 28px 4px 28px">
                <h1 style="margin: 0 0 12px 0; font-size: 20px; line-height: 28px; font-weight: 600; color: #ffffff">${esc(n.heading)}</h1>
                ${paragraphs}
              </td>
            </tr>${button}
          </table>
          <p style="margin: 16px 0 0 0; max-width: 480px; font-size: 12px; line-height: 18px; color: #a1a1aa">${esc(n.footer)}</p>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
  const text = [
    n.heading,
    '',
    ...n.paragraphs.flatMap((p) => [p, '']),
    ...(n.button ? [`${n.button.label}: ${n.button.href}`, ''] : []),
    n.footer,
    '',
  ].join('\n');
  return { to: n.to, subject: n.subject, html, text };
}
