import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../api/schemas';
import { describeNotification, groupActor, isFromVelvet, notificationSentence } from './notification-text';

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

describe('notices from Velvet', () => {
  const velvet = { ...base, actor_id: null, actor_name: null, actor_username: null };

  it('a support answer quotes its first words and opens Contact Support', () => {
    const n = { ...velvet, type: 'support_answer' as const, ticket_answer_excerpt: 'Your top-up is in. ' };
    expect(describeNotification(n)).toEqual({
      actor: 'Velvet Support',
      action: 'answered your support request',
      excerpt: 'Your top-up is in.',
      href: '/settings/support',
    });
  });

  it('a removal names what was removed, quotes it and leads to where it was', () => {
    const removed = { ...velvet, type: 'content_removed' as const };
    expect(notificationSentence({ ...removed, post_id: 'p1', post_excerpt: 'x' })).toBe(
      'Velvet removed your post for breaking the content guidelines',
    );
    expect(
      describeNotification({ ...removed, post_id: 'p1', comment_id: 'c1', comment_excerpt: 'Rude', post_excerpt: 'x' }),
    ).toMatchObject({
      action: 'removed your comment for breaking the content guidelines',
      excerpt: 'Rude',
      href: '/post/p1',
    });
    expect(
      describeNotification({ ...removed, message_id: 'm1', conversation_id: 'c9', message_excerpt: 'Spam' }),
    ).toMatchObject({
      action: 'removed your message for breaking the content guidelines',
      excerpt: 'Spam',
      href: '/chats/c9',
    });
  });

  it('a restoration after a review says so and leads back to the item', () => {
    expect(
      describeNotification({ ...velvet, type: 'content_restored', post_id: 'p1', post_excerpt: 'Golden hour' }),
    ).toEqual({
      actor: 'Velvet',
      action: 'restored your post after a review',
      excerpt: 'Golden hour',
      href: '/post/p1',
    });
  });

  it("a reviewed report says what became of it and opens the reporter's reports", () => {
    const resolved = { ...velvet, type: 'report_resolved' as const, report_target_type: 'post' as const };
    expect(describeNotification({ ...resolved, report_status: 'actioned' })).toEqual({
      actor: 'Velvet',
      action: 'reviewed your report of a post and removed it',
      excerpt: null,
      href: '/settings/reports',
    });
    expect(notificationSentence({ ...resolved, report_status: 'dismissed', report_target_type: 'comment' })).toBe(
      'Velvet reviewed your report of a comment: it does not break the guidelines',
    );
    expect(notificationSentence({ ...resolved, report_status: 'actioned', report_target_type: 'profile' })).toBe(
      'Velvet reviewed your report of a profile and suspended the account',
    );
  });

  it("a deleted creator's subscribers are told their subscription ended, naming the creator", () => {
    const gone = { ...velvet, type: 'creator_deleted' as const, creator_name: 'Luna Rivera', creator_username: 'luna' };
    expect(describeNotification(gone)).toEqual({
      before: 'Your subscription to',
      actor: 'Luna Rivera (@luna)',
      action: 'has ended: they deleted their account. It will not renew.',
      excerpt: null,
      href: null,
    });
    expect(notificationSentence(gone)).toBe(
      'Your subscription to Luna Rivera (@luna) has ended: they deleted their account. It will not renew.',
    );
  });

  it('is told apart from people, like payouts', () => {
    expect(isFromVelvet('creator_deleted')).toBe(true);
    expect(isFromVelvet('report_resolved')).toBe(true);
    expect(isFromVelvet('payout')).toBe(true);
    expect(isFromVelvet('follow')).toBe(false);
  });
});

describe('groups (issue 28)', () => {
  const like = { ...base, type: 'post_like' as const, post_id: 'p1', post_excerpt: 'Leg day' };
  const ben = { id: 'u2', name: 'Ben Lee', username: 'benlee', avatar_url: null };

  it('names one person, two people, or the newest and how many others', () => {
    expect(groupActor('Kai', { group_count: 1, second_actor: null })).toBe('Kai');
    expect(groupActor('Kai', { group_count: 2, second_actor: ben })).toBe('Kai and Ben Lee');
    expect(groupActor('Kai', { group_count: 2, second_actor: null })).toBe('Kai and 1 other');
    expect(groupActor('Kai', { group_count: 8, second_actor: ben })).toBe('Kai and 7 others');
  });

  it('says the whole sentence of a group', () => {
    expect(notificationSentence({ ...like, group_count: 8, second_actor: ben })).toBe(
      'Luna Rivera and 7 others liked your post',
    );
    expect(notificationSentence({ ...base, group_count: 2, second_actor: ben })).toBe(
      'Luna Rivera and Ben Lee started following you',
    );
  });
});
