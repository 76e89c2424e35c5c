import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/** The API version auth-js asks for; GoTrue echoes it so clients read `code` from error bodies. */
export const API_VERSION = '2024-01-01';

/** A GoTrue error: HTTP status, machine `code` (GoTrue's ErrorCode*) and human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const internal = (message: string) => new AuthError(500, 'unexpected_failure', message);
export const validation = (message: string) => badRequest('validation_failed', message);

/**
 * Sends the error in both of GoTrue's shapes at once: the 2024-01-01 one (`code` string,
 * `message`) and the legacy one (`error_code`, `msg`), so auth-js reads the code whether
 * or not a browser lets it see the X-Supabase-Api-Version header.
 */
export function sendAuthError(res: ServerResponse, err: AuthError) {
  const body = { code: err.code, error_code: err.code, msg: err.message, message: err.message, ...err.extra };
  sendJson(res, err.status, body, { 'x-supabase-api-version': API_VERSION, 'x-sb-error-code': err.code });
}
