import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';

/** Someone a new conversation can be started with, as New message lists them. */
export interface Contact {
  id: string;
  name: string | null;
  username: string;
  avatar_url: string | null;
  is_creator: boolean;
}

const person = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  username: z.string(),
  avatar_url: z.nullable(z.string()),
  is_creator: z.nullable(z.boolean()),
});
// A profile the viewer cannot read (suspended, held) comes back as null.
const followRow = z.object({ follower_id: z.string(), follower: z.nullable(person), following: z.nullable(person) });
const columns = 'id, name, username, avatar_url, is_creator';

/** How many follows New message offers before a search (the most recent ones). */
const CONTACTS_LIMIT = 200;

const toContact = ({ id, name, username, avatar_url, is_creator }: z.infer<typeof person>): Contact => ({
  id,
  name,
  username,
  avatar_url,
  is_creator: is_creator ?? false,
});

/**
 * New message's first list (issue 28): the people you follow and the people who follow you, most
 * recent follow first, in one request (a follow is readable by both its people).
 */
export async function getContacts(userId: string): Promise<Contact[]> {
  const rows = unwrap(
    await supabase
      .from('follows')
      .select(
        `follower_id, follower:profiles!follows_follower_id_fkey(${columns}), following:profiles!follows_following_id_fkey(${columns})`,
      )
      .or(`follower_id.eq.${userId},following_id.eq.${userId}`)
      .order('created_at', { ascending: false })
      .limit(CONTACTS_LIMIT),
  );
  const seen = new Map<string, Contact>();
  for (const row of z.array(followRow).parse(rows)) {
    const other = row.follower_id === userId ? row.following : row.follower;
    if (other && !seen.has(other.id)) seen.set(other.id, toContact(other));
  }
  return [...seen.values()];
}

const profileHit = z.object({ kind: z.string(), ...person.shape });

/** People (not posts) whose name or handle matches, creators and fans alike: the `search` RPC's people. */
export async function searchPeople(term: string): Promise<Contact[]> {
  const rows = unwrap(await supabase.rpc('search', { search_text: term, max_results: 8 }));
  return z
    .array(profileHit)
    .parse(rows)
    .filter((row) => row.kind === 'profile')
    .map(toContact);
}

/** The `search` RPC answers people from 2 characters (docs/database.md). */
export const MIN_PEOPLE_SEARCH = 2;

export const useContacts = (userId: string) =>
  useQuery(queryOptions({ queryKey: chatKeys.contacts(userId), queryFn: () => getContacts(userId) }));

export const usePeopleSearch = (term: string) =>
  useQuery(
    queryOptions({
      queryKey: chatKeys.peopleSearch(term),
      queryFn: () => searchPeople(term),
      enabled: term.length >= MIN_PEOPLE_SEARCH,
      staleTime: 60_000,
    }),
  );
