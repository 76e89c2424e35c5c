import type { Factor } from '@supabase/supabase-js';
import { useState } from 'react';
import { FactorChoice, useFactorChoice } from '@/components/auth/factor-choice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useSession } from '@/lib/auth';
import { sessionAal } from '@/lib/auth/assurance';
import { type Enrollment, type StepUp, useEnrollTotp } from '../api/factors';
import { EnrollPanel } from './enroll-panel';

/**
 * A backup authenticator (another phone, a tablet, a password manager), so losing one device does not lock
 * the account: supabase-js's MFA allows several, and any of them signs in. Adding one needs an aal2
 * session, so a password-only session first enters a code from an authenticator it has.
 */
export function AddBackup({ verified, userId, onAdded }: { verified: Factor[]; userId: string; onAdded: () => void }) {
  const { session } = useSession();
  const enroll = useEnrollTotp(userId);
  const { chosen, choose } = useFactorChoice(verified);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [isAskingCode, setIsAskingCode] = useState(false);
  const isAal2 = !!session && sessionAal(session) === 'aal2';

  const start = (stepUp?: StepUp) =>
    enroll.mutate(
      { stepUp },
      {
        onSuccess: (next) => {
          setIsAskingCode(false);
          setEnrollment(next);
        },
      },
    );
  const cancel = () => {
    enroll.reset();
    setIsAskingCode(false);
    setEnrollment(null);
  };

  if (enrollment) {
    return (
      <EnrollPanel
        enrollment={enrollment}
        userId={userId}
        title="Set up another authenticator"
        submitLabel="Add"
        onCancel={cancel}
        onVerified={() => {
          setEnrollment(null);
          onAdded();
        }}
      />
    );
  }
  return (
    <section aria-labelledby="backup-title" className="space-y-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <h2 id="backup-title" className="text-base font-semibold text-white">
        Backup authenticator
      </h2>
      <p className="text-sm text-zinc-400">
        Add the same account to a second device or a password manager, so losing your phone does not lock you out. A
        code from any of them signs you in.
      </p>
      {isAskingCode && chosen ? (
        <div className="space-y-3">
          <FactorChoice factors={verified} chosen={chosen} onChoose={choose} />
          <CodeForm
            focusOnShow
            label="Current 6-digit code"
            onSubmit={(code) => start({ factorId: chosen.id, code })}
            pending={enroll.isPending}
            error={enroll.error}
            submitLabel="Continue"
            pendingLabel="Checking..."
            secondary={
              <Button variant="ghost" onClick={cancel} disabled={enroll.isPending}>
                Cancel
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {enroll.error ? <Alert tone="error">{enroll.error.message}</Alert> : null}
          <Button
            variant="secondary"
            disabled={enroll.isPending}
            onClick={() => (isAal2 ? start() : setIsAskingCode(true))}
          >
            {enroll.isPending ? 'Preparing...' : 'Add another authenticator'}
          </Button>
        </>
      )}
    </section>
  );
}
