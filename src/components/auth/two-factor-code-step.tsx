import type { Factor } from '@supabase/supabase-js';
import { FactorChoice, useFactorChoice } from '@/components/auth/factor-choice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useSession } from '@/lib/auth';
import { useVerifiedFactors, useVerifyCode } from '@/lib/auth/two-factor';
import { MoneyError } from '@/lib/money-errors';

/** The database refused for want of aal2 (VM014: the account has an authenticator and this session has not used it). */
export const needsCode = (error: Error | null) => error instanceof MoneyError && error.code === 'VM014';

interface TwoFactorCodeStepProps {
  /** What the code is for, completing "Enter the 6-digit code … to": "request this payout". */
  purpose: string;
  submitLabel: string;
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * The code step where the database asks for it (VM014): the code makes the session aal2, then the caller
 * sends the same request again (`onVerified`). Used by the payout request and the payout details.
 */
export function TwoFactorCodeStep({ purpose, submitLabel, onVerified, onCancel }: TwoFactorCodeStepProps) {
  const { session } = useSession();
  const verify = useVerifyCode();
  const { factors, isPending, error } = useVerifiedFactors(session);
  const { chosen: factor, choose } = useFactorChoice(factors);
  if (isPending) return <p className="text-sm text-zinc-400">Loading your authenticator...</p>;
  if (!factor) {
    if (error) return <Alert tone="error">{error.message}</Alert>;
    return (
      <Alert tone="error">Enter the code from your authenticator app to continue: reload the page and try again.</Alert>
    );
  }
  return (
    <CodeStepView
      factors={factors}
      chosen={factor}
      onChoose={choose}
      purpose={purpose}
      submitLabel={submitLabel}
      pending={verify.isPending}
      error={verify.error}
      onSubmit={(factorId, code) => verify.mutate({ factorId, code }, { onSuccess: onVerified })}
      onCancel={onCancel}
    />
  );
}

interface CodeStepViewProps {
  factors: Factor[];
  chosen: Factor;
  onChoose: (factorId: string) => void;
  purpose: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (factorId: string, code: string) => void;
  onCancel: () => void;
  pendingLabel?: string;
}

/**
 * The step as drawn, whichever session the code is for: the app's (TwoFactorCodeStep) or one made on the
 * side to prove it is the owner (account deletion's re-authentication).
 */
export function CodeStepView({
  factors,
  chosen,
  onChoose,
  purpose,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  pendingLabel = 'Verifying...',
}: CodeStepViewProps) {
  return (
    <div className="space-y-3 rounded-xl border border-zinc-700 p-4">
      <p className="text-sm text-zinc-300">
        Your account has two-factor authentication. Enter the 6-digit code from your authenticator app to {purpose}.
      </p>
      <FactorChoice factors={factors} chosen={chosen} onChoose={onChoose} />
      <CodeForm
        focusOnShow
        onSubmit={(code) => onSubmit(chosen.id, code)}
        pending={pending}
        error={error}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        secondary={
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        }
      />
    </div>
  );
}
