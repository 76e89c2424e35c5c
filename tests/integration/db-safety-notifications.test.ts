import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRefused,
  insertComment,
  insertConversation,
  insertMessage,
  insertPost,
  rows,
} from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, signedInModerator, type TestUser } from '../support/stack-env.ts';

// Notices from Velvet itself: a support answer, a removal, a reviewed report. Written by the database when
// a moderator acts, read only by the user they concern, and never a way to read what a removal hid.
let db: pg.Client;
let author: TestUser;
let reporter: TestUser;
let otherReporter: TestUser;
let eve: TestUser;
let moderator: TestUser;

const PLATFORM = ['support_answer', 'content_removed', 'content_restored', 'report_resolved'];

/** The user's notices from Velvet, newest first, as the Notifications screen reads them. */
async function notices(user: TestUser) {
  const { data, error } = await user.client
    .from('notification_cards')
    .select('*')
    .in('type', PLATFORM)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  expect(error).toBeNull();
  return (data ?? []) as Record<string, unknown>[];
}

const report = async (user: TestUser, target_type: string, target_id: string) => {
  const { data, error } = await user.client
    .from('reports')
    .insert({ target_type, target_id, reason: 'spam' } as never)
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
};

async function moderate(target_type: string, target_id: string, action: 'dismiss' | 'remove') {
  const { error } = await moderator.client.rpc('moderate_item', {
    target_type,
    target_id,
    action,
    reason: 'Internal note: spam ring #42',
  } as never);
  expect(error).toBeNull();
}

beforeAll(async () => {
  db = await dbClient();
  [author, reporter, otherReporter, eve, moderator] = await Promise.all([
    mintUser(db, {}, 'ntauthor'),
    mintUser(db, {}, 'ntreporter'),
    mintUser(db, {}, 'ntreporter2'),
    mintUser(db, {}, 'nteve'),
    signedInModerator(),
  ]);
});
afterAll(async () => {
  await db.end();
});

describe('a support answer', () => {
  it("reaches the ticket's author once per answer, with its first words; closing adds nothing", async () => {
    const filed = await reporter.client
      .from('support_tickets')
      .insert({ category: 'payments', message: 'My top-up is missing' } as never)
      .select('id')
      .single();
    expect(filed.error).toBeNull();
    const ticketId = (filed.data as { id: string }).id;
    expect(await notices(reporter)).toEqual([]);

    const answer = 'We found your top-up: it is in your wallet now. Sorry for the wait!';
    expect((await moderator.client.rpc('answer_support_ticket', { ticket_id: ticketId, answer })).error).toBeNull();
    expect(
      (await moderator.client.rpc('answer_support_ticket', { ticket_id: ticketId, close: true })).error,
    ).toBeNull();

    const mine = await notices(reporter);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'support_answer',
      ticket_id: ticketId,
      ticket_answer_excerpt: answer,
      actor_id: null,
      read_at: null,
    });
    // Nobody else reads it, signed in or not.
    expect(await notices(eve)).toEqual([]);
    expect((await anonClient().from('notification_cards').select('id').eq('ticket_id', ticketId)).data ?? []).toEqual(
      [],
    );
  });
});

describe('a removal', () => {
  it('tells the author what was removed, and each reporter that their report was actioned, without the content', async () => {
    const postId = await insertPost(db, author.id, { content: 'Buy followers at spam.example' });
    const [first, second] = [await report(reporter, 'post', postId), await report(otherReporter, 'post', postId)];
    await moderate('post', postId, 'remove');

    const authors = await notices(author);
    expect(authors).toHaveLength(1);
    expect(authors[0]).toMatchObject({
      type: 'content_removed',
      post_id: postId,
      comment_id: null,
      post_excerpt: 'Buy followers at spam.example',
    });
    // The moderator's note is for the log, not for the author.
    expect(JSON.stringify(authors[0])).not.toContain('spam ring');

    for (const [user, reportId] of [
      [reporter, first],
      [otherReporter, second],
    ] as const) {
      const theirs = (await notices(user)).filter((n) => n.type === 'report_resolved');
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject({
        type: 'report_resolved',
        report_id: reportId,
        report_target_type: 'post',
        report_status: 'actioned',
        post_id: null,
        post_excerpt: null,
      });
    }
    expect(await notices(eve)).toEqual([]);
  });

  it('of a comment and of a message: each author reads their own removed text, the other participant nothing', async () => {
    const postId = await insertPost(db, eve.id, { content: 'a fine post' });
    const commentId = await insertComment(db, author.id, postId, null, 'a rude comment');
    const chatId = await insertConversation(db, author.id, reporter.id);
    const messageId = await insertMessage(db, chatId, author.id, 'a rude message');
    await report(reporter, 'comment', commentId);
    await report(reporter, 'message', messageId);
    await moderate('comment', commentId, 'remove');
    await moderate('message', messageId, 'remove');

    const authors = await notices(author);
    expect(authors.find((n) => n.comment_id === commentId)).toMatchObject({
      type: 'content_removed',
      post_id: postId,
      comment_excerpt: 'a rude comment',
    });
    expect(authors.find((n) => n.message_id === messageId)).toMatchObject({
      type: 'content_removed',
      conversation_id: chatId,
      message_excerpt: 'a rude message',
    });
    const reporters = await notices(reporter);
    expect(reporters.filter((n) => n.type === 'report_resolved').map((n) => n.report_target_type)).toEqual(
      expect.arrayContaining(['comment', 'message']),
    );
    expect(reporters.every((n) => n.message_excerpt === null && n.comment_excerpt === null)).toBe(true);
  });
});

describe('a dismissed report', () => {
  it('tells the reporter it was dismissed, and the author nothing', async () => {
    const postId = await insertPost(db, author.id, { content: 'a harmless post' });
    const before = (await notices(author)).length;
    const reportId = await report(eve, 'post', postId);
    await moderate('post', postId, 'dismiss');
    expect(await notices(eve)).toEqual([
      expect.objectContaining({ type: 'report_resolved', report_id: reportId, report_status: 'dismissed' }),
    ]);
    expect(await notices(author)).toHaveLength(before);
  });
});

describe('restoring a removal', () => {
  it('puts the item back for everyone, tells its author, and logs it; the log offers it only while removed', async () => {
    const postId = await insertPost(db, author.id, { content: 'Wrongly removed sunset' });
    await report(eve, 'post', postId);
    await moderate('post', postId, 'remove');
    expect((await eve.client.from('posts').select('id').eq('id', postId)).data).toEqual([]);
    const logged = async () =>
      ((await moderator.client.rpc('get_moderation_log', { max_items: 100 })).data ?? []) as {
        action: string;
        target_id: string | null;
        can_restore: boolean;
        item: { post?: { content: string } } | null;
      }[];
    // The moderator deciding the appeal reads what they would put back.
    expect((await logged()).find((e) => e.target_id === postId && e.action === 'remove')).toMatchObject({
      can_restore: true,
      item: { post: { content: 'Wrongly removed sunset' } },
    });

    const restored = await moderator.client.rpc('restore_item', {
      target_type: 'post',
      target_id: postId,
      reason: 'Appeal: a landscape, nothing against the guidelines',
    } as never);
    expect(restored.error).toBeNull();
    expect((await eve.client.from('posts').select('id').eq('id', postId)).data).toEqual([{ id: postId }]);
    expect((await notices(author)).find((n) => n.type === 'content_restored' && n.post_id === postId)).toMatchObject({
      post_excerpt: 'Wrongly removed sunset',
    });
    const entries = (await logged()).filter((e) => e.target_id === postId);
    expect(entries.map((e) => [e.action, e.can_restore, e.item])).toEqual([
      ['restore', false, null],
      ['remove', false, null],
    ]);
  });

  it('is refused to anyone but a moderator, for an item that is not removed, and without a reason', async () => {
    const postId = await insertPost(db, author.id, { content: 'still removed' });
    await report(eve, 'post', postId);
    await moderate('post', postId, 'remove');
    const restore = (user: TestUser, target_id: string, reason = 'Appeal upheld', target_type = 'post') =>
      user.client.rpc('restore_item', { target_type, target_id, reason } as never);
    expectRefused(await restore(author, postId), '42501');
    expectRefused(await restore(eve, postId), '42501');
    expectRefused(
      await anonClient().rpc('restore_item', { target_type: 'post', target_id: postId, reason: 'x' } as never),
      '42501',
    );
    expectRefused(await restore(moderator, postId, '   '), '22023');
    expectRefused(await restore(moderator, author.id, 'x', 'profile'), '22023');
    const visible = await insertPost(db, author.id, { content: 'never removed' });
    expectRefused(await restore(moderator, visible), 'P0002');
    expect(
      await rows(db, 'select removed_at is not null as removed from public.posts where id = $1', [postId]),
    ).toEqual([{ removed: true }]);
  });
});

describe('refused', () => {
  it('nobody writes a notice from Velvet, nor resolves a report to cause one', async () => {
    const postId = await insertPost(db, author.id, { content: 'another post' });
    const reportId = await report(reporter, 'post', postId);
    expectRefused(
      await eve.client
        .from('notifications')
        .insert({ user_id: eve.id, type: 'content_removed', post_id: postId } as never),
      '42501',
    );
    // Not a moderator: the report stays open and nobody hears anything.
    expectRefused(
      await eve.client.rpc('moderate_item', {
        target_type: 'post',
        target_id: postId,
        action: 'dismiss',
        reason: 'x',
      } as never),
      '42501',
    );
    const reporterUpdate = await reporter.client
      .from('reports')
      .update({ status: 'dismissed' } as never)
      .eq('id', reportId)
      .select('id');
    expect(reporterUpdate.data ?? []).toEqual([]);
    expect(await rows(db, 'select status from public.reports where id = $1', [reportId])).toEqual([{ status: 'open' }]);
    expect((await notices(reporter)).filter((n) => n.report_id === reportId)).toEqual([]);
  });

  it('they cannot be muted: there is no setting for them', async () => {
    expectRefused(
      await reporter.client.rpc('set_muted_notifications', { muted: ['content_removed'] } as never),
      '22P02',
    );
  });
});
