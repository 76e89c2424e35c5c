/**
 * The demo cast: who exists in the seeded database. Ids are fixed so links, tests and docs can
 * name them; the media generator and the seed writer both read this file.
 */
export interface Person {
  id: string;
  email: string;
  password: string;
  name: string;
  username: string;
  bio: string;
  location: string;
  isCreator: boolean;
  /** Monthly subscription price in euro cents; null for fans. */
  priceCents: number | null;
  /** Two hues (0–360) that colour this person's avatar, cover and art. */
  hues: [number, number];
  /** What their posts are about; picks captions and art styles. */
  niche: Niche;
}

export type Niche =
  | 'fitness'
  | 'art'
  | 'food'
  | 'travel'
  | 'music'
  | 'yoga'
  | 'fashion'
  | 'gaming'
  | 'dance'
  | 'beauty'
  | 'skate'
  | 'ceramics'
  | 'fan';

export const CREATOR_PASSWORD = 'velvet-creator';

const uid = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

type CreatorRow = [string, string, string, string, number, [number, number], Niche];

const creators: CreatorRow[] = [
  [
    'Luna Rivera',
    'lunarivera',
    'Strength coach. Morning lifts, honest form checks and the occasional burpee rant. New programme every Monday.',
    'Barcelona, Spain',
    1292,
    [340, 20],
    'fitness',
  ],
  [
    'Kai Nakamura',
    'kaidraws',
    'Digital painter. Neon cities, quiet forests and process videos from sketch to final.',
    'Osaka, Japan',
    799,
    [200, 280],
    'art',
  ],
  [
    'Amara Okafor',
    'amaracooks',
    'Chef and recipe developer. West African flavours, weeknight shortcuts, Sunday feasts.',
    'Lagos, Nigeria',
    999,
    [25, 45],
    'food',
  ],
  [
    'Theo Laurent',
    'theowanders',
    'Travel photographer chasing blue hours. Guides, presets and the stories behind each frame.',
    'Lyon, France',
    1499,
    [190, 30],
    'travel',
  ],
  [
    'Maya Chen',
    'mayasings',
    'Singer-songwriter. Acoustic sessions, voice notes from the studio and unreleased demos.',
    'Vancouver, Canada',
    699,
    [300, 330],
    'music',
  ],
  [
    'Sofia Rossi',
    'sofiaflows',
    'Yoga and breathwork. Slow flows for tired desks, ten minutes at a time.',
    'Florence, Italy',
    899,
    [150, 180],
    'yoga',
  ],
  [
    'Jordan Blake',
    'jordanstyles',
    'Stylist. Capsule wardrobes, thrift flips and fit checks you can actually afford.',
    'London, UK',
    1199,
    [0, 45],
    'fashion',
  ],
  [
    'Ravi Patel',
    'ravi.plays',
    'Speedrunner and streamer. Route breakdowns, frame-perfect tricks and cozy Sunday games.',
    'Pune, India',
    499,
    [260, 160],
    'gaming',
  ],
  [
    'Zoe Martins',
    'zoemoves',
    'Dancer and choreographer. Short routines, slow-motion breakdowns, studio life.',
    'Lisbon, Portugal',
    1092,
    [320, 270],
    'dance',
  ],
  [
    'Ines Duarte',
    'inesglow',
    'Makeup artist. Editorial looks, skin-first routines and product honesty.',
    'Porto, Portugal',
    1292,
    [350, 10],
    'beauty',
  ],
  [
    'Milo Svensson',
    'miloskates',
    'Skater and filmmaker. Street lines, board setups and slow-mo fails.',
    'Malmö, Sweden',
    599,
    [45, 210],
    'skate',
  ],
  [
    'Hana Kim',
    'hanaclay',
    'Ceramicist. Wheel-thrown tableware, glaze tests and kiln-opening mornings.',
    'Seoul, South Korea',
    1399,
    [30, 170],
    'ceramics',
  ],
];

export const CREATORS: Person[] = creators.map(([name, username, bio, location, priceCents, hues, niche], i) => ({
  id: uid('a', i + 1),
  email: `${username.replace(/\./g, '')}@velvet.test`,
  password: CREATOR_PASSWORD,
  name,
  username,
  bio,
  location,
  isCreator: true,
  priceCents,
  hues,
  niche,
}));

export const FANS: Person[] = [
  {
    id: uid('f', 1),
    email: 'fan1@velvet.test',
    password: 'velvet-fan-1',
    name: 'Alex Morgan',
    username: 'alexm',
    bio: 'Here for the lifting tips and the food.',
    location: 'Dublin, Ireland',
    isCreator: false,
    priceCents: null,
    hues: [210, 240],
    niche: 'fan',
  },
  {
    id: uid('f', 2),
    email: 'fan2@velvet.test',
    password: 'velvet-fan-2',
    name: 'Sam Taylor',
    username: 'samt',
    bio: 'Collector of glaze tests and playlists.',
    location: 'Berlin, Germany',
    isCreator: false,
    priceCents: null,
    hues: [120, 60],
    niche: 'fan',
  },
];

export const PEOPLE: Person[] = [...CREATORS, ...FANS];

/**
 * Staff accounts: not part of the cast (no posts, likes or media); the seed gives them
 * `app_metadata.role` so the database treats them as moderators.
 */
export const MODERATORS: Person[] = [
  {
    id: uid('d', 1),
    email: 'moderator@velvet.test',
    password: 'velvet-mod-1',
    name: 'Velvet Moderation',
    username: 'velvet_mod',
    bio: 'The Velvet moderation team.',
    location: 'Dublin, Ireland',
    isCreator: false,
    priceCents: null,
    hues: [280, 300],
    niche: 'fan',
  },
];

export function person(id: string): Person {
  const p = PEOPLE.find((x) => x.id === id);
  if (!p) throw new Error(`no demo person ${id}`);
  return p;
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
