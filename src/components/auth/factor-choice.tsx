import type { Factor } from '@supabase/supabase-js';
import { useState } from 'react';
import { RadioRow } from '@/components/ui/radio-row';
import { formatDate } from '@/utils/format';

export const factorName = (factor: Factor) => factor.friendly_name || 'Authenticator app';

/**
 * Which authenticator a code comes from. `prefer` picks the default (e.g. not the one being removed,
 * which may be the lost phone); the user's choice wins once made.
 */
export function useFactorChoice(factors: Factor[], prefer: (factor: Factor) => boolean = () => true) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = factors.find((f) => f.id === chosenId) ?? factors.find(prefer) ?? factors[0];
  return { chosen, choose: setChosenId };
}

/**
 * The choice itself, shown only when the account has more than one authenticator (a backup on another
 * device): each app's code works only for its own entry, so the user says which app they are reading.
 */
export function FactorChoice({
  factors,
  chosen,
  onChoose,
}: {
  factors: Factor[];
  chosen: Factor | undefined;
  onChoose: (factorId: string) => void;
}) {
  if (factors.length < 2) return null;
  return (
    <fieldset className="mb-4 space-y-2">
      <legend className="text-sm text-zinc-300">Code from</legend>
      <div className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60">
        {factors.map((factor) => (
          <RadioRow
            key={factor.id}
            name="authenticator"
            label={factorName(factor)}
            hint={`Added ${formatDate(factor.created_at)}`}
            isChecked={factor.id === chosen?.id}
            onSelect={() => onChoose(factor.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}
