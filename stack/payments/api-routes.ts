// The /v1 routes: each reads its parameters (refusing unknown ones), then acts. Handlers are
// synchronous, so one request never interleaves with another.
import { type Core, type RequestInfo } from './core.ts';
import { closeDispute } from './disputes.ts';
import { paramError, resourceMissing } from './errors.ts';
import { newId } from './ids.ts';
import type { WebhookEndpoint } from './objects.ts';
import { listParams, Params } from './params.ts';
import { createRefund, REFUND_REASONS } from './refunds.ts';
import { newestFirst, render, renderList } from './render.ts';
import { createSession, expireSession, sweepExpired } from './sessions.ts';

export interface Context {
  params: Params;
  request: RequestInfo;
  id: string;
}

type Handler = (ctx: Context) => object;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: Handler;
}

export function routes(core: Core): Route[] {
  const get = (pattern: RegExp, handle: Handler): Route => ({ method: 'GET', pattern, handle });
  const post = (pattern: RegExp, handle: Handler): Route => ({ method: 'POST', pattern, handle });
  const del = (pattern: RegExp, handle: Handler): Route => ({ method: 'DELETE', pattern, handle });
  const retrieve = (find: (id: string) => object) => (c: Context) => {
    const expand = c.params.expand();
    c.params.done();
    return render(core, find(c.id), expand);
  };
  const listing =
    <T extends { id: string }>(objectName: string, url: string, items: (p: Params) => T[]) =>
    (c: Context) => {
      const page = listParams(c.params);
      const expand = c.params.strings('expand') ?? [];
      const selected = items(c.params);
      c.params.accept('created');
      c.params.done();
      return renderList(core, selected, url, page, expand, objectName);
    };

  return [
    post(/^\/v1\/checkout\/sessions$/, (c) => {
      sweepExpired(core);
      const expand = c.params.strings('expand') ?? [];
      return render(core, createSession(core, c.params), expand);
    }),
    get(
      /^\/v1\/checkout\/sessions$/,
      listing('checkout.session', '/v1/checkout/sessions', (p) => {
        sweepExpired(core);
        const status = p.oneOf('status', ['open', 'complete', 'expired'] as const);
        const pi = p.string('payment_intent');
        const email = p.object('customer_details')?.string('email');
        return newestFirst(core.store.sessions.values()).filter(
          (s) =>
            (!status || s.status === status) &&
            (!pi || s.payment_intent === pi) &&
            (!email || s.customer_details?.email === email),
        );
      }),
    ),
    get(/^\/v1\/checkout\/sessions\/([^/]+)$/, (c) => {
      sweepExpired(core);
      return retrieve((id) => core.session(id))(c);
    }),
    get(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, (c) => {
      core.session(c.id);
      return listing('item', `/v1/checkout/sessions/${c.id}/line_items`, () => core.store.lineItems.get(c.id) ?? [])(c);
    }),
    post(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (c) => {
      sweepExpired(core);
      const expand = c.params.expand();
      c.params.done();
      return render(core, expireSession(core, c.id, c.request), expand);
    }),
    get(/^\/v1\/payment_intents\/([^/]+)$/, (c) => {
      c.params.accept('client_secret');
      return retrieve((id) => core.paymentIntent(id))(c);
    }),
    get(
      /^\/v1\/payment_intents$/,
      listing('payment_intent', '/v1/payment_intents', () => newestFirst(core.store.paymentIntents.values())),
    ),
    get(
      /^\/v1\/charges\/([^/]+)$/,
      retrieve((id) => core.charge(id)),
    ),
    get(
      /^\/v1\/charges$/,
      listing('charge', '/v1/charges', (p) => {
        const pi = p.string('payment_intent');
        return newestFirst(core.store.charges.values()).filter((ch) => !pi || ch.payment_intent === pi);
      }),
    ),
    post(/^\/v1\/refunds$/, (c) => {
      const p = c.params;
      const request = {
        charge: p.string('charge'),
        paymentIntent: p.string('payment_intent'),
        amount: p.integer('amount', { min: 1 }),
        reason: p.oneOf('reason', REFUND_REASONS),
        metadata: p.metadata(),
      };
      const expand = p.expand();
      p.accept('instructions_email', 'refund_application_fee', 'reverse_transfer', 'origin');
      p.done();
      return render(core, createRefund(core, request, c.request), expand);
    }),
    get(
      /^\/v1\/refunds\/([^/]+)$/,
      retrieve((id) => core.refund(id)),
    ),
    get(
      /^\/v1\/refunds$/,
      listing('refund', '/v1/refunds', (p) => {
        const charge = p.string('charge');
        const pi = p.string('payment_intent');
        return newestFirst(core.store.refunds.values()).filter(
          (r) => (!charge || r.charge === charge) && (!pi || r.payment_intent === pi),
        );
      }),
    ),
    get(
      /^\/v1\/disputes\/([^/]+)$/,
      retrieve((id) => core.dispute(id)),
    ),
    get(
      /^\/v1\/disputes$/,
      listing('dispute', '/v1/disputes', (p) => {
        const charge = p.string('charge');
        const pi = p.string('payment_intent');
        return newestFirst(core.store.disputes.values()).filter(
          (d) => (!charge || d.charge === charge) && (!pi || d.payment_intent === pi),
        );
      }),
    ),
    post(/^\/v1\/disputes\/([^/]+)\/close$/, (c) => {
      const expand = c.params.expand();
      c.params.done();
      return render(core, closeDispute(core, c.id, 'lost', c.request), expand);
    }),
    get(
      /^\/v1\/events\/([^/]+)$/,
      retrieve((id) => core.event(id)),
    ),
    get(
      /^\/v1\/events$/,
      listing('event', '/v1/events', (p) => {
        const type = p.string('type');
        const types = p.strings('types');
        p.accept('delivery_success');
        const matches = (t: string) =>
          (!type || (type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type)) &&
          (!types || types.includes(t));
        return newestFirst(core.store.events.values()).filter((e) => matches(e.type));
      }),
    ),
    post(/^\/v1\/webhook_endpoints$/, (c) => {
      const p = c.params;
      const url = p.url('url', true)!;
      const enabled = p.strings('enabled_events', true)!;
      if (enabled.length === 0) throw paramError.missing('enabled_events');
      const endpoint: WebhookEndpoint = {
        id: newId.endpoint(),
        object: 'webhook_endpoint',
        api_version: p.string('api_version') ?? null,
        application: null,
        created: core.clock.seconds(),
        description: p.string('description', { maxLength: 5000 }) ?? null,
        enabled_events: enabled,
        livemode: false,
        metadata: p.metadata() ?? {},
        status: 'enabled',
        url,
      };
      p.accept('connect');
      p.expand();
      p.done();
      const secret = newId.webhookSecret();
      core.store.endpoints.set(endpoint.id, { endpoint, secret, source: 'api', hold: false });
      core.store.changed();
      // The secret is shown once, in the create response, as on Stripe.
      return { ...endpoint, secret };
    }),
    get(
      /^\/v1\/webhook_endpoints$/,
      listing('webhook_endpoint', '/v1/webhook_endpoints', () =>
        newestFirst(core.store.endpoints.values()).map((e) => e.endpoint),
      ),
    ),
    get(
      /^\/v1\/webhook_endpoints\/([^/]+)$/,
      retrieve((id) => endpointRecord(id).endpoint),
    ),
    post(/^\/v1\/webhook_endpoints\/([^/]+)$/, (c) => {
      const record = endpointRecord(c.id);
      const p = c.params;
      const url = p.url('url');
      const enabled = p.strings('enabled_events');
      const disabled = p.boolean('disabled');
      const description = p.string('description');
      const metadata = p.metadata();
      p.expand();
      p.done();
      if (url) record.endpoint.url = url;
      if (enabled && enabled.length > 0) record.endpoint.enabled_events = enabled;
      if (disabled !== undefined) record.endpoint.status = disabled ? 'disabled' : 'enabled';
      if (description) record.endpoint.description = description;
      if (metadata) record.endpoint.metadata = metadata;
      core.store.changed();
      return record.endpoint;
    }),
    del(/^\/v1\/webhook_endpoints\/([^/]+)$/, (c) => {
      const record = endpointRecord(c.id);
      c.params.done();
      core.store.endpoints.delete(record.endpoint.id);
      core.store.changed();
      return { id: record.endpoint.id, object: 'webhook_endpoint', deleted: true };
    }),
  ];

  function endpointRecord(id: string) {
    const record = core.store.endpoints.get(id);
    if (!record) throw resourceMissing('webhook_endpoint', id, 'webhook_endpoint');
    return record;
  }
}
