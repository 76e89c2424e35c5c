/*
 * A data request written once as data (issue 17): each screen's fetcher sends it through supabase-js
 * (`supabase.rpc(rpc, args)`, `.from(relation).select(select).order(…)`), and the HTML's inline
 * script (src/app/early) sends the same one with `fetch` as the page is parsed. lib/early-fetch.ts
 * hands the inline script's answer to supabase-js when it asks for exactly the same request, so
 * `wireRequest` must build what postgrest-js sends (data-request.test.ts compares the two).
 */

/** A PostgREST function call, or a read of a table or view with a select list and an order. */
export type DataRequest =
  | { readonly rpc: string; readonly args: Readonly<Record<string, unknown>> }
  | {
      readonly relation: string;
      readonly select: string;
      readonly order: ReadonlyArray<readonly [column: string, ascending: boolean]>;
    };

export interface WireRequest {
  method: 'GET' | 'POST';
  /** Absolute and normalised (`URL.href`). */
  url: string;
  /** The JSON body of a POST; null for a GET. */
  body: string | null;
}

/** Method, URL and body as postgrest-js sends `request` to the project at `supabaseUrl`. */
export function wireRequest(supabaseUrl: string, request: DataRequest): WireRequest {
  const rest = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/`;
  if ('rpc' in request) {
    return { method: 'POST', url: new URL(`${rest}rpc/${request.rpc}`).href, body: JSON.stringify(request.args) };
  }
  const url = new URL(rest + request.relation);
  url.searchParams.set('select', request.select);
  const order = request.order.map(([column, ascending]) => `${column}.${ascending ? 'asc' : 'desc'}`);
  url.searchParams.set('order', order.join(','));
  return { method: 'GET', url: url.href, body: null };
}
