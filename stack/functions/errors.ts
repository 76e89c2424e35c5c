import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/**
 * The answers edge-runtime's main worker gives when a function cannot (templates/main.ts in the
 * Supabase CLI): same statuses, codes and messages, so clients and logs read them the same way.
 */
export const EDGE_ERRORS = {
  bootError: { status: 503, code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
  workerError: { status: 500, code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
  workerLimit: {
    status: 546,
    code: 'WORKER_LIMIT',
    message: 'Worker failed to respond due to a resource limit (please check logs)',
  },
} as const;

export type EdgeError = (typeof EDGE_ERRORS)[keyof typeof EDGE_ERRORS];

/** Sends an edge-runtime error, or cuts the connection when the function already started answering. */
export function sendEdgeError(res: ServerResponse, error: EdgeError, headers: Record<string, string>, detail?: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // `detail` (file and line of a boot error) is ours: local development only, never on hosted.
  sendJson(res, error.status, { code: error.code, message: error.message, ...(detail ? { detail } : {}) }, headers);
}
