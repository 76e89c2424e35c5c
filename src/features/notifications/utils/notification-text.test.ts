import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../api/schemas';
import { describeNotification, notificationSentence } from './notification-text';

const base: AppNotification = {
  id: 'n1',
  type: 'follow',
  actor_id: 'u1',
  actor_name: 'Luna Rivera',
  actor_username: 'lunarivera',
  actor_avatar_url: null,
  post_id: null,
  comment_id: null,
  post_excerpt: null,
  comment_excerpt: null,
  created_at: '2025-11-20T10:00:00Z',
  read_at: null,
};

describe('describeNotification', () => {
  it('a new follower links to their profile', () => {
    expect(describeNotification(base)).toEqual({
      actor: 'Luna Rivera',
      action: 'started following you',
      excerpt: null,
      href: '/profile/@lunarivera',
    });
  });

  it('a like on a post links to the post and quotes it', () => {
    const n = { ...base, type: 'post_like' as const, post_id: 'p1', post_excerpt: 'Leg day ', comment_excerpt: 'x' };
    expect(describeNotification(n)).toMatchObject({ action: 'liked your post', excerpt: 'Leg day', href: '/post/p1' });
  });

  it('comments, replies and comment likes quote the comment', () => {
    const on = { post_id: 'p1', comment_id: 'c1', post_excerpt: 'The post', comment_excerpt: 'Nice form!' };
    expect(describeNotification({ ...base, ...on, type: 'comment' })).toMatchObject({
      action: 'commented on your post',
      excerpt: 'Nice form!',
      href: '/post/p1',
    });
    expect(notificationSentence({ ...base, ...on, type: 'reply' })).toBe('Luna Rivera replied in a thread you are in');
    expect(notificationSentence({ ...base, ...on, type: 'comment_like' })).toBe('Luna Rivera liked your comment');
  });

  it('falls back to the handle, then to "Someone" for a deleted account', () => {
    expect(describeNotification({ ...base, actor_name: ' ' }).actor).toBe('lunarivera');
    const gone = { ...base, type: 'post_like' as const, actor_id: null, actor_name: null, actor_username: null };
    expect(describeNotification(gone)).toMatchObject({ actor: 'Someone', href: null });
  });
});

describe('money notifications (issue 13 §11)', () => {
  const money = { ...base, amount_cents: 999, conversation_id: null, payout_status: null };

  it('a new subscriber and a renewal say how much and lead to the earnings', () => {
    expect(notificationSentence({ ...money, type: 'new_subscriber' })).toMatch(
      /^Luna Rivera subscribed to you for .*9\.99 a month$/,
    );
    expect(describeNotification({ ...money, type: 'subscription_renewed' })).toMatchObject({ href: '/wallet' });
  });

  it('a failed renewal tells the fan why and what to do', () => {
    expect(notificationSentence({ ...money, type: 'renewal_failed' })).toMatch(
      /^Your subscription to Luna Rivera could not renew \(.*9\.99 due\): your wallet balance was too low\./,
    );
  });

  it('tips and purchases link to where they happened', () => {
    expect(describeNotification({ ...money, type: 'tip', conversation_id: 'c1' })).toMatchObject({
      action: expect.stringMatching(/^sent you a .*9\.99 tip$/),
      href: '/chats/c1',
    });
    expect(
      describeNotification({ ...money, type: 'purchase', post_id: 'p1', post_excerpt: 'Golden hour' }),
    ).toMatchObject({
      action: expect.stringMatching(/^unlocked your post for /),
      excerpt: 'Golden hour',
      href: '/post/p1',
    });
    expect(describeNotification({ ...money, type: 'purchase', conversation_id: 'c1' })).toMatchObject({
      action: expect.stringMatching(/^unlocked your paid message/),
      href: '/chats/c1',
    });
  });

  it('a payout says its current status, without an actor', () => {
    const payout = { ...money, type: 'payout' as const, actor_id: null, actor_name: null, actor_username: null };
    expect(notificationSentence({ ...payout, amount_cents: 2000, payout_status: 'paid' })).toMatch(
      /^Your payout of .*20\.00 has been paid to your bank account$/,
    );
  });
});
