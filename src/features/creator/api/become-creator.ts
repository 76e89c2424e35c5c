import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

export interface CreatorApplication {
  monthlyPriceCents: number;
  pitch: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  dateOfBirth: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  acceptTerms: boolean;
}

/** `become_creator`: the account is a creator at once; an existing creator is returned unchanged. */
export async function becomeCreator(application: CreatorApplication) {
  const rows = unwrap(
    await supabase.rpc('become_creator', {
      monthly_price_cents: application.monthlyPriceCents,
      pitch: application.pitch.trim(),
      date_of_birth: application.dateOfBirth,
      country: application.country,
      accept_terms: application.acceptTerms,
    }),
  );
  const row = rows[0];
  if (!row) throw new Error('Could not become a creator. Please try again.');
  return row;
}

export function useBecomeCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: CreatorApplication) =>
      becomeCreator(application).catch((error: unknown) => {
        throw toError(error);
      }),
    // Being a creator changes many screens at once (the profile, Discover, the composer, the wallet):
    // refetch everything rather than patch each cache.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
