import http from 'node:http';
import type { MailStore } from './store.ts';

export async function startMailServer(_store: MailStore, port: number) {
  const server = http.createServer((_req, res) => { res.writeHead(501); res.end(); });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return { close: () => new Promise<void>((r) => server.close(() => r())) };
}
