// JSON answers for functions the app calls: CORS headers on every answer (hosted Supabase adds none),
// and one error shape the UI can switch on: `{ code, message, details? }` with an HTTP status.
import { corsHeaders } from './cors.ts';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...corsHeaders, ...headers } });
}

export function failure(status: number, code: string, message: string, details?: Record<string, unknown>): Response {
  return json(details ? { code, message, details } : { code, message }, status);
}
