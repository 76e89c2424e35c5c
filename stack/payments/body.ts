// Reading request bodies with a size limit. Past the limit the rest is drained (up to a cap), not
// cut off, so the client reads our 413 instead of a reset connection.
import type { IncomingMessage } from 'node:http';

const DRAIN_CAP = 16 * 1024 * 1024;

/** The body, or null when it is larger than `limit` bytes. */
export async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > DRAIN_CAP) {
      req.destroy();
      return null;
    }
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}
