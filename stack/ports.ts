import { readFileSync } from 'node:fs';
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

/**
 * A port free right now (for throwaway test stacks and internal services), picked below the
 * kernel's ephemeral range: a port the OS hands out for `listen(0)` comes from that range, so an
 * outgoing connection can take it as its local port before our server binds it (seen once in CI:
 * a temp stack's PostgreSQL could not bind).
 *
 * A port handed out stays unbound until its server starts, seconds later for PostgreSQL, so two
 * pickers must not land on it in that window (seen once in CI: a restarted temp stack's gateway got
 * EADDRINUSE). Each process takes ports in turn from its own slice of the range, chosen by its pid
 * (test workers are sibling processes with neighbouring pids), and never hands one out twice.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = 10000;
  const size = Math.floor((low - floor) / PORT_SLICES);
  if (size >= 100) {
    const base = floor + (process.pid % PORT_SLICES) * size;
    nextInSlice ??= Math.floor(Math.random() * size);
    for (let attempt = 0; attempt < size; attempt++) {
      const port = base + (nextInSlice++ % size);
      if (!handedOut.has(port) && (await canListen(port))) {
        handedOut.add(port);
        return port;
      }
    }
  }
  return listenAnywhere();
}

const PORT_SLICES = 16;
let nextInSlice: number | undefined;
const handedOut = new Set<number>();

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux: the IANA default
  }
  return [49152, 65535];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function listenAnywhere(): Promise<number> {
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
