// Small helpers for the sandbox's server-rendered pages (checkout and dashboard).
import type { ServerResponse } from 'node:http';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** Trusted markup (our own CSS and script), inserted as is. */
export const raw = (text: string) => new Html(text);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const piece = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.text : esc(String(x ?? '')))).join('')
      : v instanceof Html
        ? v.text
        : v === null || v === undefined || v === false
          ? ''
          : esc(String(v));
    out += piece + strings[i + 1]!;
  });
  return new Html(out);
}

export function sendHtml(res: ServerResponse, status: number, page: Html) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page.text),
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  res.end(page.text);
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}
