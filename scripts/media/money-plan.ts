/**
 * The demo money history (issue 13): creator settings and, in time order, what the two fans did
 * with their wallets. seed-money.ts replays it through the same database functions the app uses,
 * at the times given, so every ledger row balances and every money screen has real data:
 * alex has active (luna, maya), cancelled (amara) and expired (theo) subscriptions, unlocks,
 * tips, a declined and a pending top-up; sam has a renewal that failed, a refunded top-up and a
 * bought paid message; luna has a paid payout and one the operator is processing (so her newest
 * notification is a payout one, and the paid payout's two notifications say processing, then paid).
 */
import { CREATORS, FANS, type Person } from './cast.ts';
import { CONVERSATIONS, POSTS } from './content.ts';

export interface CreatorSettingsPlan {
  id: string;
  pitch: string;
  dateOfBirth: string;
  country: string;
  verification: 'verified' | 'pending' | 'unverified';
}

const COUNTRIES: Record<string, string> = {
  Spain: 'ES',
  Japan: 'JP',
  Nigeria: 'NG',
  France: 'FR',
  Canada: 'CA',
  Italy: 'IT',
  UK: 'GB',
  India: 'IN',
  Portugal: 'PT',
  Sweden: 'SE',
  'South Korea': 'KR',
};

export const CREATOR_SETTINGS: CreatorSettingsPlan[] = CREATORS.map((c, i) => {
  const country = COUNTRIES[c.location.split(', ').pop() ?? ''];
  if (!country) throw new Error(`no country code for ${c.location}`);
  return {
    id: c.id,
    pitch: `${c.bio.split('.')[0]}. Subscribers get the full archive and new posts every week.`,
    dateOfBirth: `19${88 + (i % 8)}-0${1 + (i % 9)}-1${i % 10}`,
    country,
    verification: c.username === 'jordanstyles' ? 'pending' : c.username === 'ravi.plays' ? 'unverified' : 'verified',
  };
});

const byName = (username: string): Person => {
  const p = CREATORS.find((c) => c.username === username);
  if (!p) throw new Error(username);
  return p;
};
const [alex, sam] = FANS as [Person, Person];
const luna = byName('lunarivera');
const hana = byName('hanaclay');
const amara = byName('amaracooks');

/** A creator's post by slot (0–6; 5 = subscribers only, 6 = pay-per-view). */
function postOf(creator: Person, slot: number): string {
  const post = POSTS.find(
    (p) =>
      p.id === `b0000000-0000-4000-8000-${(CREATORS.indexOf(creator) * 10 + slot + 1).toString(16).padStart(12, '0')}`,
  );
  if (!post || post.authorId !== creator.id) throw new Error(`no post ${slot} of ${creator.username}`);
  return post.id;
}
/** The paid message a creator sent in a conversation. */
function paidMessage(conversation: number): { id: string; ageMinutes: number } {
  const c = CONVERSATIONS[conversation - 1];
  const m = c?.messages.find((x) => x.priceCents != null);
  if (!m) throw new Error(`no paid message in conversation ${conversation}`);
  return { id: m.id, ageMinutes: m.ageMinutes };
}

export type MoneyEvent =
  | { kind: 'topup'; user: string; cents: number; key: string; outcome: 'paid' | 'declined' | 'pending' | 'refunded' }
  | { kind: 'subscribe'; fan: string; creator: string; key: string }
  | { kind: 'cancel'; fan: string; creator: string }
  | { kind: 'unlock_post'; fan: string; post: string; key: string }
  | { kind: 'unlock_message'; fan: string; message: string; key: string }
  | {
      kind: 'tip';
      fan: string;
      creator: string;
      cents: number;
      note: string | null;
      post?: string;
      conversation?: string;
      key: string;
    }
  | { kind: 'renewals' }
  | { kind: 'release' }
  | { kind: 'payout'; creator: string; cents: number; key: string; then: Array<'processing' | 'paid'> };

export type TimedEvent = MoneyEvent & { minutesAgo: number };

const day = 24 * 60;
const conversationId = (n: number) => CONVERSATIONS[n - 1]?.id ?? '';
const lunaMessage = paidMessage(1);
const hanaVideo = paidMessage(5);

const events: TimedEvent[] = [
  { minutesAgo: 55 * day, kind: 'topup', user: alex.id, cents: 5000, key: 'alex-1', outcome: 'paid' },
  { minutesAgo: 50 * day, kind: 'subscribe', fan: alex.id, creator: byName('theowanders').id, key: 'alex-theo' },
  { minutesAgo: 45 * day, kind: 'cancel', fan: alex.id, creator: byName('theowanders').id },
  { minutesAgo: 45 * day - 30, kind: 'topup', user: sam.id, cents: 2000, key: 'sam-1', outcome: 'paid' },
  { minutesAgo: 45 * day - 60, kind: 'subscribe', fan: sam.id, creator: byName('kaidraws').id, key: 'sam-kai' },
  {
    minutesAgo: 40 * day,
    kind: 'tip',
    fan: sam.id,
    creator: byName('kaidraws').id,
    cents: 1000,
    note: 'Love the neon alley series!',
    key: 'sam-tip-kai',
  },
  { minutesAgo: 38 * day, kind: 'subscribe', fan: alex.id, creator: luna.id, key: 'alex-luna' },
  { minutesAgo: 30 * day, kind: 'topup', user: alex.id, cents: 10000, key: 'alex-2', outcome: 'paid' },
  {
    minutesAgo: 25 * day,
    kind: 'tip',
    fan: alex.id,
    creator: luna.id,
    cents: 5000,
    note: 'Your programme got me to my first 100 kg deadlift!',
    post: postOf(luna, 0),
    key: 'alex-tip-luna',
  },
  { minutesAgo: 20 * day, kind: 'subscribe', fan: alex.id, creator: amara.id, key: 'alex-amara' },
  { minutesAgo: 17 * day, kind: 'renewals' },
  { minutesAgo: 16 * day, kind: 'release' },
  {
    minutesAgo: 15 * day,
    kind: 'payout',
    creator: luna.id,
    cents: 3000,
    key: 'luna-payout-1',
    then: ['processing', 'paid'],
  },
  { minutesAgo: 13 * day, kind: 'renewals' },
  { minutesAgo: 12 * day, kind: 'topup', user: sam.id, cents: 10000, key: 'sam-2', outcome: 'paid' },
  { minutesAgo: 12 * day - 60, kind: 'unlock_post', fan: alex.id, post: postOf(luna, 6), key: 'alex-ppv-luna' },
  { minutesAgo: 11 * day, kind: 'subscribe', fan: sam.id, creator: hana.id, key: 'sam-hana' },
  { minutesAgo: 10 * day, kind: 'topup', user: sam.id, cents: 1000, key: 'sam-3', outcome: 'refunded' },
  {
    minutesAgo: 6 * day,
    kind: 'tip',
    fan: alex.id,
    creator: hana.id,
    cents: 1000,
    note: null,
    post: postOf(hana, 1),
    key: 'alex-tip-hana',
  },
  { minutesAgo: 5 * day, kind: 'subscribe', fan: alex.id, creator: byName('mayasings').id, key: 'alex-maya' },
  { minutesAgo: 3 * day, kind: 'cancel', fan: alex.id, creator: amara.id },
  {
    minutesAgo: lunaMessage.ageMinutes - 30,
    kind: 'unlock_message',
    fan: alex.id,
    message: lunaMessage.id,
    key: 'alex-msg-luna',
  },
  { minutesAgo: 2 * day, kind: 'release' },
  { minutesAgo: day + 60, kind: 'renewals' },
  { minutesAgo: day, kind: 'payout', creator: luna.id, cents: 2000, key: 'luna-payout-2', then: ['processing'] },
  {
    minutesAgo: day - 60,
    kind: 'tip',
    fan: alex.id,
    creator: amara.id,
    cents: 500,
    note: 'Thanks for the scotch bonnet tip 🌶️',
    conversation: conversationId(2),
    key: 'alex-tip-amara',
  },
  {
    minutesAgo: hanaVideo.ageMinutes - 10,
    kind: 'unlock_message',
    fan: sam.id,
    message: hanaVideo.id,
    key: 'sam-msg-hana',
  },
  // Within the last day: the hourly job marks a declined or unfinished top-up older than a day
  // expired, so an older one would not stay "failed" once the stack has run past minute 37.
  { minutesAgo: 5 * 60, kind: 'topup', user: alex.id, cents: 2000, key: 'alex-3', outcome: 'declined' },
  { minutesAgo: 10, kind: 'topup', user: alex.id, cents: 2000, key: 'alex-4', outcome: 'pending' },
  { minutesAgo: 0, kind: 'release' },
];

/** Oldest first: the ledger is written in the order things happened. */
export const MONEY_EVENTS: TimedEvent[] = [...events].sort((a, b) => b.minutesAgo - a.minutesAgo);
