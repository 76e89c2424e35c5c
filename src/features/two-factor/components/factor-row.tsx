import type { Factor } from '@supabase/supabase-js';
import { useState } from 'react';
import { FactorChoice, factorName, useFactorChoice } from '@/components/auth/factor-choice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useSession } from '@/lib/auth';
import { sessionAal } from '@/lib/auth/assurance';
import { formatDate } from '@/utils/format';
import { useRemoveFactor } from '../api/factors';

interface RemovePanelProps {
  factor: Factor;
  /** Every verified authenticator, this one included. */
  verified: Factor[];
  userId: string;
  onCancel: () => void;
  onRemoved: () => void;
}

function RemovePanel({ factor, verified, userId, onCancel, onRemoved }: RemovePanelProps) {
  const { session } = useSession();
  const remove = useRemoveFactor(userId);
  // The code comes from another authenticator by default: the one removed may be the lost phone.
  const { chosen, choose } = useFactorChoice(verified, (f) => f.id !== factor.id);
  // GoTrue removes a verified factor only from a session that entered a code (aal2).
  const needsCode = !session || sessionAal(session) !== 'aal2';
  const others = verified.length - 1;
  const cancel = (
    <Button variant="ghost" onClick={onCancel} disabled={remove.isPending}>
      Cancel
    </Button>
  );
  return (
    <div className="space-y-3 border-t border-zinc-800 px-4 py-4">
      <p className="text-sm text-zinc-300">
        {others === 0
          ? 'Remove this authenticator? Signing in will then need only your password, and payouts no code.'
          : `Remove this authenticator? Signing in will ask for a code from ${others === 1 ? 'your other authenticator' : 'one of your other authenticators'}.`}
      </p>
      {needsCode && chosen ? (
        <>
          <FactorChoice factors={verified} chosen={chosen} onChoose={choose} />
          <CodeForm
            label="Current 6-digit code"
            focusOnShow
            onSubmit={(code) =>
              remove.mutate({ factorId: factor.id, stepUp: { factorId: chosen.id, code } }, { onSuccess: onRemoved })
            }
            pending={remove.isPending}
            error={remove.error}
            submitLabel="Remove"
            pendingLabel="Removing..."
            secondary={cancel}
          />
        </>
      ) : (
        <>
          {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {cancel}
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ factorId: factor.id }, { onSuccess: onRemoved })}
            >
              {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** One verified authenticator in Settings › Two-Factor Authentication, with Remove. */
export function FactorRow({
  factor,
  verified,
  userId,
  onRemoved,
}: {
  factor: Factor;
  verified: Factor[];
  userId: string;
  onRemoved: () => void;
}) {
  const [removing, setRemoving] = useState(false);
  return (
    <li>
      <div className="flex min-h-14 items-center justify-between gap-3 px-4 py-3">
        <div>
          <p className="text-sm text-zinc-100">{factorName(factor)}</p>
          <p className="text-xs text-zinc-400">Added {formatDate(factor.created_at)}</p>
        </div>
        {removing ? null : (
          <Button variant="secondary" onClick={() => setRemoving(true)} aria-label={`Remove ${factorName(factor)}`}>
            Remove
          </Button>
        )}
      </div>
      {removing ? (
        <RemovePanel
          factor={factor}
          verified={verified}
          userId={userId}
          onCancel={() => setRemoving(false)}
          onRemoved={onRemoved}
        />
      ) : null}
    </li>
  );
}
