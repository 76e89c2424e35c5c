import { afterAll, describe, expect, it, vi } from 'vitest';
import { binaryBroadcast, closeRawSockets, RawSocket, type Frame } from '../support/raw-realtime.ts';
import { stackEnv } from '../support/stack-env.ts';

const unique = (name: string) => `realtime:${name}-${Math.random().toString(36).slice(2)}`;
const broadcast = (event: string, payload: unknown) => ({ type: 'broadcast', event, payload });
const isSystem = (topic: string) => (f: Frame) => Array.isArray(f) && f[2] === topic && f[3] === 'system';
/** Two ordinary clients on one topic; resolves once a message from one has reached the other. */
async function roundTrip(topic: string, sender: RawSocket, receiver: RawSocket, text: string) {
  sender.push(topic, 'broadcast', broadcast('note', { text }));
  await receiver.until((f) => Array.isArray(f) && f[3] === 'broadcast' && JSON.stringify(f[4]).includes(text));
}

afterAll(closeRawSockets);

describe('realtime limits per client', () => {
  it('refuses a socket its 101st channel, as hosted does, while a normal client with a few channels works', async () => {
    const attacker = await RawSocket.open();
    const refs = Array.from({ length: 300 }, (_, i) => {
      const ref = attacker.nextRef();
      attacker.send([ref, ref, unique(`many-${i}`), 'phx_join', { config: {} }]);
      return ref;
    });
    const replies = await Promise.all(refs.map((ref) => attacker.reply(ref, 15_000)));
    const ok = replies.filter((r) => (r[4] as { status: string }).status === 'ok');
    expect(ok).toHaveLength(100);
    for (const r of replies.slice(100))
      expect(r[4]).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });

    const [a, b] = [await RawSocket.open(), await RawSocket.open()];
    const topics = [unique('few'), unique('few'), unique('few')];
    for (const t of topics) {
      expect(await a.join(t)).toMatchObject({ status: 'ok' });
      expect(await b.join(t)).toMatchObject({ status: 'ok' });
    }
    await roundTrip(topics[2]!, a, b, 'still chatting');
  });

  it('ends a flooding channel with "Too many messages per second" while other clients keep talking', async () => {
    const topic = unique('flood');
    const [attacker, receiver, other] = [await RawSocket.open(), await RawSocket.open(), await RawSocket.open()];
    for (const s of [attacker, receiver, other]) await s.join(topic);
    for (let k = 0; k < 1000; k++) attacker.push(topic, 'broadcast', broadcast('spam', { k }));

    expect((await attacker.until(isSystem(topic)))[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: 'Too many messages per second',
      channel: topic.slice('realtime:'.length),
    });
    await attacker.until((f) => Array.isArray(f) && f[2] === topic && f[3] === 'phx_close');
    await roundTrip(topic, other, receiver, 'after the flood');
    const spam = receiver.events(topic, 'broadcast').filter((f) => JSON.stringify(f[4]).includes('spam'));
    expect(spam.length).toBeGreaterThan(0);
    expect(spam.length).toBeLessThan(100);
  });

  it('slows a client sending 2.5 MB frames to its byte budget, while others keep talking', async () => {
    const topic = unique('bytes');
    const [attacker, receiver] = [await RawSocket.open(), await RawSocket.open()];
    await attacker.join(topic);
    await receiver.join(topic);
    for (let i = 0; i < 14; i++)
      attacker.send(binaryBroadcast(attacker.joinRef(topic)!, String(i), topic, 'blob', Buffer.alloc(2.5e6, 1)));

    const blobs = () => receiver.frames.filter((f) => Buffer.isBuffer(f)).length;
    await receiver.until((f) => Buffer.isBuffer(f));
    // At 100,000 bytes per second the second 2.5 MB frame is about 50 s away; unthrottled, all
    // fourteen would be through in well under a second.
    const second = vi
      .waitFor(() => expect(blobs()).toBeGreaterThan(1), { timeout: 3000, interval: 10 })
      .then(
        () => 'arrived',
        () => 'not yet',
      );
    const chat = unique('chat');
    const [a, b] = [await RawSocket.open(), await RawSocket.open()];
    await a.join(chat);
    await b.join(chat);
    await roundTrip(chat, a, b, 'meanwhile');
    expect(await second).toBe('not yet');
    expect(blobs()).toBe(1);
  });

  it('drops a broadcast payload over 3,000 kB (an ack gets payload_size_exceeded) and closes on frames over 5 MB', async () => {
    const topic = unique('payload');
    const [sender, receiver, other] = [await RawSocket.open(), await RawSocket.open(), await RawSocket.open()];
    await sender.join(topic, { broadcast: { ack: true } });
    await receiver.join(topic);
    await other.join(topic);

    const small = sender.push(topic, 'broadcast', broadcast('fits', { text: 'x'.repeat(1000) }));
    expect((await sender.reply(small))[4]).toEqual({ status: 'ok', response: {} });
    const big = sender.push(topic, 'broadcast', broadcast('too-big', { text: 'x'.repeat(3_001_000) }));
    expect((await sender.reply(big))[4]).toEqual({ status: 'error', response: 'payload_size_exceeded' });
    await roundTrip(topic, other, receiver, 'after the big one');
    const received = receiver.events(topic, 'broadcast').map((f) => (f[4] as { event: string }).event);
    expect(received).toEqual(['fits', 'note']);

    const huge = await RawSocket.open();
    huge.send(Buffer.alloc(5_000_001, 1));
    expect(await huge.closed).toBe(1009);
  });

  it('answers REST broadcasts over the payload limit with 422 and oversized batches with 429', async () => {
    const post = (messages: unknown[]) =>
      fetch(`${stackEnv().apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stackEnv().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ messages }),
      });
    const message = (payload: unknown) => ({ topic: 'rest-limits', event: 'e', payload });

    const tooLarge = await post([message({ n: 1 }), message({ text: 'x'.repeat(3_001_000) })]);
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual({
      errors: { messages: [{}, { payload: ['Payload size exceeds tenant limit'] }] },
    });
    const tooMany = await post(Array.from({ length: 101 }, (_, n) => message({ n })));
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({ message: 'Too many messages to broadcast, please reduce the batch size' });
    expect((await post([message({ n: 1 })])).status).toBe(202);
  });
});

describe('presence limits', () => {
  const track = (s: RawSocket, topic: string, payload: unknown) =>
    s.push(topic, 'presence', { type: 'presence', event: 'track', payload });

  it('ends a channel whose presence payload is over the limit; a normal track still reaches the others', async () => {
    const topic = unique('presence');
    const [watcher, attacker, normal] = [await RawSocket.open(), await RawSocket.open(), await RawSocket.open()];
    for (const s of [watcher, attacker, normal]) await s.join(topic, { presence: { enabled: true, key: 'k' } });

    track(attacker, topic, { blob: 'x'.repeat(3_001_000) });
    expect((await attacker.until(isSystem(topic)))[4]).toMatchObject({
      status: 'error',
      message: 'Track message size exceeded',
    });
    expect((await normal.reply(track(normal, topic, { name: 'normal' })))[4]).toMatchObject({ status: 'ok' });
    await watcher.until((f) => Array.isArray(f) && f[3] === 'presence_diff' && JSON.stringify(f[4]).includes('normal'));
    expect(watcher.events(topic, 'presence_diff').some((f) => JSON.stringify(f[4]).includes('blob'))).toBe(false);
  });

  it('allows five presence calls per channel in 30 s and ends the channel at the sixth', async () => {
    const topic = unique('presence-rate');
    const client = await RawSocket.open();
    await client.join(topic, { presence: { enabled: true } });
    for (let n = 1; n <= 5; n++)
      expect((await client.reply(track(client, topic, { n })))[4]).toMatchObject({ status: 'ok' });
    track(client, topic, { n: 6 });
    expect((await client.until(isSystem(topic)))[4]).toMatchObject({
      status: 'error',
      message: 'Client presence rate limit exceeded',
    });
  });
});
