import type { Page } from '@playwright/test';

type Frame = { topic?: string; event?: string; ref?: string | null; payload?: { status?: string } };

/** A Phoenix frame as realtime-js sends it: a JSON array (vsn 2.0.0) or object (1.0.0); binary frames are not. */
function parseFrame(data: string | Buffer): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    if (Array.isArray(frame)) {
      const [, ref, topic, event, payload] = frame as [unknown, string | null, string, string, Frame['payload']];
      return { ref, topic, event, payload };
    }
    return frame as Frame;
  } catch {
    return null;
  }
}

/**
 * Resolves once the page's realtime socket has joined a channel whose topic starts with `prefix`
 * (the server's `phx_reply` ok to its `phx_join`): from then on its live updates are delivered.
 * Call before the page loads: it watches the sockets the page opens from then on.
 */
export function channelJoined(page: Page, prefix: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const joins = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const frame = parseFrame(payload);
        if (frame?.event === 'phx_join' && frame.ref && frame.topic?.startsWith(`realtime:${prefix}`))
          joins.add(frame.ref);
      });
      socket.on('framereceived', ({ payload }) => {
        const frame = parseFrame(payload);
        if (frame?.event === 'phx_reply' && frame.ref && joins.has(frame.ref) && frame.payload?.status === 'ok')
          resolve();
      });
    });
  });
}
