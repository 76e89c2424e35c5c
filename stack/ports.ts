import net from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use. Stop whatever is listening there (another \`npm run stack\` or \`supabase start\`?) or free the port.`,
    );
  }
}

/** Resolves when nothing listens on 127.0.0.1:port; rejects with PortInUseError otherwise. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new PortInUseError(port, what)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** A port the OS says is free right now (for throwaway test stacks and internal services). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
