import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { HttpError, isCrossSite, readJson, sendJson } from '../http.ts';
import { inboxPage, messagePage, page } from './inbox-page.ts';
import { createProviderApi, isSendRoute } from './provider-api.ts';
import {
  MAIL_FROM,
  messageDetail,
  messageHeaders,
  messagesPage,
  searchMessages,
  type MailStore,
  type StoredMail,
} from './store.ts';

// No CORS headers, as Mailpit sends none by default: the inbox holds every recovery link and
// code, so no web page open in a developer's browser may read it. Tests read it from Node.

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

const text = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
};

const int = (v: string | null, fallback: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

function findMessage(store: MailStore, id: string): StoredMail {
  const m = id === 'latest' ? store.list()[0] : store.get(id);
  if (!m) throw new HttpError(404, 'message not found');
  return m;
}

/** Legacy Inbucket API (old CLIs): mailbox = local part of the address. */
const inMailbox = (store: MailStore, name: string) =>
  store.list().filter((m) => m.to.toLowerCase().split('@')[0] === name.toLowerCase());

const inbucketHeader = (m: StoredMail, name: string) => ({
  mailbox: name,
  id: m.id,
  from: `${(m.from ?? MAIL_FROM).Name} <${(m.from ?? MAIL_FROM).Address}>`,
  to: [`<${m.to}>`],
  subject: m.subject,
  date: m.created,
  size: Buffer.byteLength(m.html) + Buffer.byteLength(m.text),
  seen: m.read,
});

async function api(store: MailStore, req: IncomingMessage, res: ServerResponse, url: URL) {
  const method = req.method ?? 'GET';
  const p = url.pathname;
  const start = int(url.searchParams.get('start'), 0);
  const limit = int(url.searchParams.get('limit'), 50);
  let m: RegExpExecArray | null;
  if (p === '/api/v1/messages' && method === 'GET')
    return sendJson(res, 200, messagesPage(store, store.list(), start, limit));
  if (p === '/api/v1/messages' && method === 'DELETE') {
    const body = await readJson(req, (msg) => new HttpError(400, msg));
    const ids = Array.isArray(body.IDs) ? body.IDs.filter((x): x is string => typeof x === 'string') : undefined;
    store.delete(ids && ids.length > 0 ? ids : undefined);
    return text(res, 200, 'ok');
  }
  if (p === '/api/v1/search' && (method === 'GET' || method === 'DELETE')) {
    const matched = searchMessages(store, url.searchParams.get('query') ?? '');
    if (method === 'DELETE') {
      store.delete(matched.map((x) => x.id));
      return text(res, 200, 'ok');
    }
    return sendJson(res, 200, messagesPage(store, matched, start, limit));
  }
  if ((m = /^\/api\/v1\/message\/([^/]+)\/headers$/.exec(p)) && method === 'GET')
    return sendJson(res, 200, messageHeaders(findMessage(store, decodeURIComponent(m[1]!))));
  if ((m = /^\/api\/v1\/message\/([^/]+)$/.exec(p)) && method === 'GET') {
    const msg = findMessage(store, decodeURIComponent(m[1]!));
    store.markRead(msg.id);
    return sendJson(res, 200, messageDetail(msg));
  }
  if ((m = /^\/api\/v1\/mailbox\/([^/]+)$/.exec(p))) {
    const name = decodeURIComponent(m[1]!);
    if (method === 'DELETE') {
      store.delete(inMailbox(store, name).map((x) => x.id));
      return text(res, 200, 'ok');
    }
    if (method === 'GET')
      return sendJson(
        res,
        200,
        inMailbox(store, name)
          .slice()
          .reverse()
          .map((x) => inbucketHeader(x, name)),
      );
  }
  if ((m = /^\/api\/v1\/mailbox\/([^/]+)\/([^/]+)$/.exec(p)) && method === 'GET') {
    const name = decodeURIComponent(m[1]!);
    const msg = inMailbox(store, name).find((x) => x.id === decodeURIComponent(m![2]!));
    if (!msg) throw new HttpError(404, 'message not found');
    store.markRead(msg.id);
    return sendJson(res, 200, { ...inbucketHeader(msg, name), header: {}, body: { text: msg.text, html: msg.html } });
  }
  throw new HttpError(404, 'not found');
}

async function handle(
  store: MailStore,
  sendEmail: ReturnType<typeof createProviderApi>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  // A browser's preflight gets no CORS approval, so no cross-origin DELETE follows it.
  if (method === 'OPTIONS') throw new HttpError(405, 'method not allowed');
  // A form or no-cors fetch needs no preflight: changes must come from our own pages or non-browser
  // clients (the API's callers), so another site cannot wipe the inbox.
  if (method !== 'GET' && method !== 'HEAD' && isCrossSite(req)) {
    req.resume();
    throw new HttpError(403, 'cross-site request refused');
  }
  if (url.pathname.startsWith('/api/')) return api(store, req, res, url);
  // The mail provider's send API (provider-api.ts), which Edge Functions send through.
  if (isSendRoute(req, url.pathname)) return sendEmail(req, res);
  if (url.pathname === '/' && method === 'GET') {
    const q = url.searchParams.get('q') ?? '';
    return html(res, 200, inboxPage(q ? searchMessages(store, q) : store.list(), q));
  }
  const view = /^\/view\/([^/]+)$/.exec(url.pathname);
  if (view && method === 'GET') {
    const m = store.markRead(decodeURIComponent(view[1]!));
    return m
      ? html(res, 200, messagePage(m))
      : html(res, 404, page('Not found', '<p class="empty">No such message.</p>'));
  }
  if (url.pathname === '/clear' && method === 'POST') {
    req.resume();
    store.clear();
    res.writeHead(303, { location: '/' });
    return res.end();
  }
  throw new HttpError(404, 'not found');
}

/** The mail catcher: a small HTML inbox plus the Mailpit (and legacy Inbucket) JSON API. */
export async function startMailServer(store: MailStore, port: number) {
  const sendEmail = createProviderApi(store);
  const server = http.createServer((req, res) => {
    handle(store, sendEmail, req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      const message = err instanceof HttpError ? err.message : 'internal error';
      sendJson(res, status, { error: message });
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\n\r\n{"error":"Bad Request"}');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
