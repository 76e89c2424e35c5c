import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { parsePostCards } from '@/lib/schemas/post-card';
import { subscriptionOfferKey, subscriptionOfferSchema } from '@/lib/schemas/subscription-offer';
import { supabase } from '@/lib/supabase';
import { type CreatorProfile, creatorProfileSchema } from './schemas';
import { profileKeys } from './keys';
import { profileScreenRequest } from './profile-screen-request';

const profileScreenSchema = z.object({
  profile: z.nullable(z.unknown()),
  posts: z.array(z.unknown()),
  subscription_offer: z.nullable(subscriptionOfferSchema),
  blocked_by_me: z.optional(z.boolean()),
});

/**
 * The profile header by handle; null when nobody has that username. One request (issue 14 §11):
 * `profile_screen` also brings the first page of the Posts tab and, on someone else's creator
 * profile, the subscription offer; both are seeded into their queries' caches so they paint without
 * asking again (each refetches on its own once stale or invalidated, as before).
 */
export async function getCreatorProfile(
  handle: string,
  client?: QueryClient,
  signal?: AbortSignal,
): Promise<CreatorProfile | null> {
  const { rpc, args } = profileScreenRequest(handle);
  const request = supabase.rpc(rpc, args);
  const screen = profileScreenSchema.parse(unwrap(await (signal ? request.abortSignal(signal) : request)));
  if (screen.profile === null) return null;
  const profile = creatorProfileSchema.parse({
    ...(screen.profile as Record<string, unknown>),
    blocked_by_me: screen.blocked_by_me,
  });
  // Cancelled (an unlock or a subscription invalidated this screen while it loaded, and a fresh load
  // replaced it): its answer may predate the purchase, so it must not overwrite the posts and offer.
  if (signal?.aborted) return profile;
  client?.setQueryData(profileKeys.posts(profile.id), parsePostCards(screen.posts));
  if (screen.subscription_offer) client?.setQueryData(subscriptionOfferKey(profile.id), screen.subscription_offer);
  return profile;
}

export const creatorProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.detail(handle),
    queryFn: ({ client, signal }) => getCreatorProfile(handle, client, signal),
    // A follow anywhere moves its button and counter at once, then reads the real counts
    // (lib/follow-cache.ts); a subscription change refreshes its subscriber count.
    meta: { follows: 'refresh', ...ENTITLEMENT_SENSITIVE_META },
  });

export const useCreatorProfile = (handle: string) => useQuery(creatorProfileQueryOptions(handle));
