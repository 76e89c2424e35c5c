import { randomUUID } from 'node:crypto';
import { adminClient, type ApiClient, ownProfile, signedInClient, startConversation } from './api.ts';
import { becomeCreator } from './creator-money.ts';
import type { ExistingUser } from './users.ts';

/*
 * The worst data a screen has to hold without growing wider than a phone (issue 14 §1): 80-character
 * names without a space, unbroken 300-character words, long URLs, the highest price. Written
 * through supabase-js as each person would (the service role only creates the accounts).
 */

/** An unbroken word of exactly `length` letters. */
export const unbrokenWord = (length: number) =>
  'Pneumonoultramicroscopic'.repeat(Math.ceil(length / 24)).slice(0, length);

export const LONG_WORD = unbrokenWord(300);
export const LONG_URL = `https://example.test/${'a-very-long-path-segment/'.repeat(8)}index.html?utm_source=${'x'.repeat(60)}`;
/** The highest monthly price a creator may set (€49.99). */
export const TOP_PRICE_CENTS = 4999;

/** A confirmed account whose display name is 80 characters with no space in it. */
export async function createLongNamedUser(prefix: string): Promise<ExistingUser & { username: string }> {
  const id = randomUUID().slice(0, 8);
  const name = `${prefix}${id}${unbrokenWord(80)}`.slice(0, 80);
  const email = `${prefix.toLowerCase()}-${id}@example.test`;
  const password = `pw-${randomUUID().slice(0, 12)}`;
  const { data, error } = await adminClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name, adult_confirmed: true },
  });
  if (error) throw new Error(`creating ${email} failed: ${error.message}`);
  const api = await signedInClient({ email, password });
  const { username } = await ownProfile(api);
  return { id: data.user.id, name, email, password, username };
}

const check = ({ error }: { error: { message: string } | null }, what: string) => {
  if (error) throw new Error(`${what} failed: ${error.message}`);
};

export interface LongWorld {
  fan: ExistingUser & { username: string };
  creator: ExistingUser & { username: string };
  postId: string;
  chatId: string;
}

/**
 * A creator and a fan who follows them, both long-named, with long bios and locations, a post and a
 * comment, a conversation and notifications, all full of unbroken words and long URLs.
 */
export async function longWorld(): Promise<LongWorld> {
  const [fan, creator] = await Promise.all([createLongNamedUser('Fan'), createLongNamedUser('Creator')]);
  const [fanApi, creatorApi] = await Promise.all([signedInClient(fan), signedInClient(creator)]);
  const about = { bio: `${LONG_WORD} ${LONG_URL}`.slice(0, 500), location: unbrokenWord(100) };
  check(await fanApi.from('profiles').update(about).eq('id', fan.id), 'fan profile');
  check(await creatorApi.from('profiles').update(about).eq('id', creator.id), 'creator profile');
  await becomeCreator(creatorApi, TOP_PRICE_CENTS);

  const post = await creatorApi
    .from('posts')
    .insert({ content: `${LONG_WORD} ${LONG_URL}` })
    .select('id')
    .single();
  check(post, 'post');
  const postId = post.data!.id;
  await postByFan(fanApi);
  check(await fanApi.from('follows').insert({ following_id: creator.id }), 'follow');
  check(await creatorApi.from('follows').insert({ following_id: fan.id }), 'follow back');
  check(await fanApi.from('likes').insert({ post_id: postId }), 'like');
  check(await fanApi.from('comments').insert({ post_id: postId, content: `${LONG_WORD} ${LONG_URL}` }), 'comment');

  const chatId = await startConversation(fanApi, fan.id, creator.id);
  for (const [api, sender, content] of [
    [fanApi, fan.id, LONG_WORD],
    [creatorApi, creator.id, LONG_URL],
    [creatorApi, creator.id, `${LONG_WORD} ${LONG_URL}`],
  ] as const) {
    check(await api.from('messages').insert({ conversation_id: chatId, sender_id: sender, content }), 'message');
  }
  return { fan, creator, postId, chatId };
}

async function postByFan(api: ApiClient) {
  check(await api.from('posts').insert({ content: `${LONG_URL} ${LONG_WORD}` }), 'fan post');
}
