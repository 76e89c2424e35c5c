/**
 * What the demo database holds: posts, comments, likes, follows and chats, derived from the cast
 * with a fixed seed so every run (and so seed.sql and the media files) agrees.
 */
import { CAPTIONS, COMMENTS, REPLIES, SUBSCRIBER_VIDEO_CAPTIONS } from './captions.ts';
import { CREATORS, FANS, PEOPLE, type Person } from './cast.ts';
import { rng } from './random.ts';
import { ART_STYLES, type ArtStyle } from './svg-art.ts';
import { VIDEO_STYLES, type VideoStyle } from './av.ts';

export type MediaKind = 'image' | 'video' | 'voice';

/** A file the generator renders; `key` links it to the row that uses it. */
export interface MediaSpec {
  key: string;
  kind: MediaKind | 'avatar' | 'cover';
  ownerId: string;
  /** Upload time in ms, used as the file name like the app's `{userId}/{timestamp}.{ext}`. */
  stamp: number;
  seed: number;
  hues: [number, number];
  style?: ArtStyle | VideoStyle;
  size?: [number, number];
  voiceText?: string;
  voice?: string;
  locked?: boolean;
  conversationId?: string;
}

export interface PostPlan {
  id: string;
  authorId: string;
  content: string;
  mediaType: 'none' | 'image' | 'video';
  media: MediaSpec | null;
  isLocked: boolean;
  /** Pay-per-view price in cents for a locked post; null = subscribers only (or not locked). */
  priceCents: number | null;
  /** Age in minutes relative to now() at seeding time. */
  ageMinutes: number;
}

export interface CommentPlan {
  id: string;
  postId: string;
  userId: string;
  parentId: string | null;
  content: string;
  ageMinutes: number;
}
export interface LikePlan {
  userId: string;
  postId: string | null;
  commentId: string | null;
  ageMinutes: number;
}
export interface MessagePlan {
  id: string;
  senderId: string;
  content: string | null;
  media: MediaSpec | null;
  /** Paid message: price in cents to unlock its media (the file then lives in locked-media). */
  priceCents: number | null;
  ageMinutes: number;
}
export interface ConversationPlan {
  id: string;
  a: string;
  b: string;
  messages: MessagePlan[];
  readByA: boolean;
}

const uuid = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
// Separate streams per section, so adding a row in one section never reshuffles another's media.
const r = rng(20251122);
const rs = rng(7);
const rc = rng(11);
const rk = rng(13);
const STAMP0 = 1_761_000_000_000;
let stamps = 0;
const nextStamp = () => STAMP0 + ++stamps * 3_600_123;

const IMAGE_SIZES: Array<[number, number]> = [
  [1080, 1350],
  [1080, 1080],
  [1200, 800],
  [1080, 1350],
];
const VIDEO_SIZE: [number, number] = [540, 960];

function imageSpec(owner: Person, key: string, locked: boolean): MediaSpec {
  return {
    key,
    kind: 'image',
    ownerId: owner.id,
    stamp: nextStamp(),
    seed: r.int(1, 1e9),
    hues: owner.hues,
    style: r.pick(ART_STYLES),
    size: r.pick(IMAGE_SIZES),
    locked,
  };
}
function videoSpec(owner: Person, key: string, locked: boolean): MediaSpec {
  return {
    key,
    kind: 'video',
    ownerId: owner.id,
    stamp: nextStamp(),
    seed: r.int(1, 1e9),
    hues: owner.hues,
    style: r.pick(VIDEO_STYLES),
    size: VIDEO_SIZE,
    locked,
  };
}

export const PROFILE_MEDIA: MediaSpec[] = PEOPLE.flatMap((p) => [
  { key: `avatar:${p.id}`, kind: 'avatar' as const, ownerId: p.id, stamp: nextStamp(), seed: 0, hues: p.hues },
  ...(p.isCreator
    ? [{ key: `cover:${p.id}`, kind: 'cover' as const, ownerId: p.id, stamp: nextStamp(), seed: 0, hues: p.hues }]
    : []),
]);

type Slot = 'text' | 'image' | 'video';
/** Each creator's pay-per-view price for their last locked post (issue 13: €1–€100), by creator. */
const PPV_PRICES = [799, 499, 999, 1299, 599, 899, 699, 399, 1099, 1499, 499, 1999];
// Seven posts per creator: text, media and locked media mixed (slot 6 alternates video/image).
// The first locked post is for subscribers, the second is pay-per-view.
const SLOTS: Array<[Slot, boolean]> = [
  ['text', false],
  ['image', false],
  ['video', false],
  ['text', false],
  ['image', false],
  ['image', true],
];

export const POSTS: PostPlan[] = [];
CREATORS.forEach((c, ci) => {
  const slots: Array<[Slot, boolean]> = [...SLOTS, [ci % 2 === 0 ? 'video' : 'image', true]];
  slots.forEach(([slot, locked], si) => {
    const id = uuid('b', ci * 10 + si + 1);
    const media =
      slot === 'image'
        ? imageSpec(c, `post:${id}`, locked)
        : slot === 'video'
          ? videoSpec(c, `post:${id}`, locked)
          : null;
    POSTS.push({
      id,
      authorId: c.id,
      content: CAPTIONS[c.niche][si] ?? '',
      mediaType: slot === 'text' ? 'none' : slot,
      media,
      isLocked: locked,
      priceCents: locked && si === slots.length - 1 ? (PPV_PRICES[ci] ?? 999) : null,
      ageMinutes: r.int(20, 28 * 24 * 60),
    });
  });
});
FANS.forEach((f, fi) =>
  CAPTIONS.fan.forEach((text, k) =>
    POSTS.push({
      id: uuid('b', 900 + fi * 10 + k),
      authorId: f.id,
      content: text,
      mediaType: 'none',
      media: null,
      isLocked: false,
      priceCents: null,
      ageMinutes: r.int(60, 10 * 24 * 60),
    }),
  ),
);
POSTS.sort((a, b) => b.ageMinutes - a.ageMinutes);

export const COMMENTS_PLAN: CommentPlan[] = [];
export const LIKES: LikePlan[] = [];
let commentN = 0;
for (const post of POSTS) {
  const likers = PEOPLE.filter((p) => p.id !== post.authorId && rs.next() < 0.45);
  for (const p of likers)
    LIKES.push({ userId: p.id, postId: post.id, commentId: null, ageMinutes: rs.int(0, post.ageMinutes) });
  const n = post.isLocked ? rs.int(0, 1) : rs.int(0, 4);
  for (let k = 0; k < n; k++) {
    const author = rs.pick(PEOPLE.filter((p) => p.id !== post.authorId));
    const age = Math.max(1, post.ageMinutes - rs.int(5, Math.min(post.ageMinutes, 3 * 24 * 60)));
    const top: CommentPlan = {
      id: uuid('c', ++commentN),
      postId: post.id,
      userId: author.id,
      parentId: null,
      content: rs.pick(COMMENTS),
      ageMinutes: age,
    };
    COMMENTS_PLAN.push(top);
    if (rs.next() < 0.4) {
      COMMENTS_PLAN.push({
        id: uuid('c', ++commentN),
        postId: post.id,
        userId: post.authorId,
        parentId: top.id,
        content: rs.pick(REPLIES),
        ageMinutes: Math.max(0, age - rs.int(1, Math.max(1, Math.min(age, 600)))),
      });
      if (rs.next() < 0.5)
        LIKES.push({ userId: author.id, postId: null, commentId: top.id, ageMinutes: rs.int(0, age) });
    }
  }
}

/** Fans follow most creators; creators follow a few peers. */
export const FOLLOWS: Array<[string, string]> = [];
for (const p of PEOPLE)
  for (const c of CREATORS) if (p.id !== c.id && rs.next() < (p.isCreator ? 0.3 : 0.75)) FOLLOWS.push([p.id, c.id]);

const [alex, sam] = FANS as [Person, Person];
const byName = (u: string) => {
  const p = CREATORS.find((c) => c.username === u);
  if (!p) throw new Error(u);
  return p;
};
let msgN = 0;
function chat(
  id: string,
  a: Person,
  b: Person,
  readByA: boolean,
  lines: Array<[Person, string | MediaKind, string?, number?]>,
): ConversationPlan {
  let age = rc.int(60, 6 * 24 * 60);
  const messages = lines.map(([who, what, extra, price]): MessagePlan => {
    age = Math.max(1, age - rc.int(2, 240));
    const mid = uuid('e', ++msgN);
    const base = {
      key: `chat:${mid}`,
      ownerId: who.id,
      stamp: nextStamp(),
      seed: rc.int(1, 1e9),
      hues: who.hues,
      conversationId: id,
      // A paid message's file is stored like a locked post's: locked-media/{sender}/.
      locked: price !== undefined,
    };
    const priceCents = price ?? null;
    if (what === 'image')
      return {
        id: mid,
        senderId: who.id,
        content: extra ?? null,
        media: {
          ...base,
          kind: 'image',
          style: rc.pick(ART_STYLES),
          size: rc.pick<[number, number]>([
            [960, 1280],
            [1280, 960],
          ]),
        },
        priceCents,
        ageMinutes: age,
      };
    if (what === 'video')
      return {
        id: mid,
        senderId: who.id,
        content: extra ?? null,
        media: { ...base, kind: 'video', style: rc.pick(VIDEO_STYLES), size: [360, 640] },
        priceCents,
        ageMinutes: age,
      };
    if (what === 'voice')
      return {
        id: mid,
        senderId: who.id,
        content: null,
        media: {
          ...base,
          kind: 'voice',
          voiceText: extra ?? '',
          voice: who.id === alex.id || who.id === sam.id ? 'en-gb+m3' : 'en-us+f3',
        },
        priceCents: null,
        ageMinutes: age,
      };
    return { id: mid, senderId: who.id, content: what, media: null, priceCents: null, ageMinutes: age };
  });
  return { id, a: a.id, b: b.id, messages, readByA };
}

const luna = byName('lunarivera'),
  amara = byName('amaracooks'),
  maya = byName('mayasings'),
  hana = byName('hanaclay'),
  kai = byName('kaidraws');
export const CONVERSATIONS: ConversationPlan[] = [
  chat(uuid('d', 1), alex, luna, false, [
    [alex, 'Hi Luna! Loving the new programme. Quick question about deadlifts?'],
    [luna, 'Of course, ask away 💪'],
    [alex, 'voice', 'My lower back gets tight on the third set. Am I going too heavy?'],
    [luna, 'image', 'Full hinge breakdown with my cues — hips back first.', 499],
    [luna, 'video', 'And here is the tempo I want you to use.'],
    [alex, 'That helps a lot, thank you!'],
    [luna, 'voice', 'Drop the weight by ten percent this week and film your third set for me.'],
  ]),
  chat(uuid('d', 2), alex, amara, true, [
    [alex, 'Made your jollof last night!'],
    [alex, 'image', 'Smoky bottom achieved 🔥'],
    [amara, 'Look at that colour! Proud of you.'],
    [amara, 'voice', 'Next time add a little more scotch bonnet at the end, trust me.'],
  ]),
  chat(uuid('d', 3), alex, maya, true, [
    [maya, 'Thanks for subscribing! Any song requests for Friday?'],
    [alex, 'The one about quiet rooms please 🙏'],
    [maya, 'voice', 'Quiet rooms it is. See you on Friday.'],
  ]),
  chat(uuid('d', 4), alex, hana, false, [
    [alex, 'Is the blue glaze set still available?'],
    [hana, 'image', 'Two bowls left from this batch — a closer look.', 999],
    [hana, 'They ship next week once the kiln cools.'],
  ]),
  chat(uuid('d', 5), sam, hana, true, [
    [sam, 'Your kiln opening video was so calming.'],
    [hana, 'video', 'Here is this morning’s one, just for you.', 699],
    [sam, '😍'],
  ]),
  chat(uuid('d', 6), sam, kai, false, [
    [sam, 'Would you sell a print of the neon alley piece?'],
    [kai, 'image', 'Here is the crop I would print, full resolution.', 299],
    [kai, 'Prints go live next month!'],
  ]),
];

/**
 * Subscriber-only videos (issue 13: the video feed plays locked videos a fan is entitled to), one
 * each for a creator a demo fan subscribes to in money-plan.ts: Luna (Alex) and Hana (Sam). Added
 * after everything above, with their own random stream, so no earlier file name or row changes.
 * Post ids take slot 7 of the creator's range; the file goes to locked-media/{creator}/ like a
 * composer upload, with no public poster.
 */
const rv = rng(17);
const subscriberVideos: Array<[Person, number]> = [
  [luna, 95],
  [hana, 170],
];
export const SUBSCRIBER_VIDEO_POSTS: PostPlan[] = subscriberVideos.map(([c, ageMinutes]) => {
  const id = uuid('b', CREATORS.indexOf(c) * 10 + 8);
  const caption = SUBSCRIBER_VIDEO_CAPTIONS[c.niche];
  if (!caption) throw new Error(`no subscriber video caption for ${c.niche}`);
  return {
    id,
    authorId: c.id,
    content: caption,
    mediaType: 'video',
    media: {
      key: `post:${id}`,
      kind: 'video',
      ownerId: c.id,
      stamp: nextStamp(),
      seed: rv.int(1, 1e9),
      hues: c.hues,
      style: rv.pick(VIDEO_STYLES),
      size: VIDEO_SIZE,
      locked: true,
    },
    isLocked: true,
    priceCents: null,
    ageMinutes,
  };
});
POSTS.push(...SUBSCRIBER_VIDEO_POSTS);
for (const post of SUBSCRIBER_VIDEO_POSTS)
  for (const p of PEOPLE.filter((x) => x.id !== post.authorId && rv.next() < 0.3))
    LIKES.push({ userId: p.id, postId: post.id, commentId: null, ageMinutes: rv.int(0, post.ageMinutes) });

export const CHAT_MEDIA: MediaSpec[] = CONVERSATIONS.flatMap((c) =>
  c.messages.flatMap((m) => (m.media ? [m.media] : [])),
);
export const POST_MEDIA: MediaSpec[] = POSTS.flatMap((p) => (p.media ? [p.media] : []));
export const ALL_MEDIA: MediaSpec[] = [...PROFILE_MEDIA, ...POST_MEDIA, ...CHAT_MEDIA];

/** Calls between the fans and creators; each becomes two mirrored call_history rows. */
export interface CallPlan {
  id: number;
  callerId: string;
  calleeId: string;
  answered: boolean;
  seconds: number;
  ageMinutes: number;
}
const call = (caller: Person, callee: Person, answered: boolean, seconds: number, days: number): CallPlan => ({
  id: 0,
  callerId: caller.id,
  calleeId: callee.id,
  answered,
  seconds: answered ? seconds : 0,
  ageMinutes: days * 24 * 60 + rk.int(0, 600),
});
export const CALLS: CallPlan[] = [
  call(alex, luna, true, 754, 0),
  call(luna, alex, false, 0, 1),
  call(amara, alex, true, 312, 2),
  call(alex, maya, true, 1260, 3),
  call(hana, alex, false, 0, 5),
  call(alex, hana, true, 95, 5),
  call(sam, hana, true, 480, 1),
  call(kai, sam, false, 0, 4),
  call(sam, kai, true, 230, 4),
].map((c, i) => ({ ...c, id: i + 1 }));
export const callRowId = (n: number) => uuid('9', n);
