import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import { oldestFirst } from '@/lib/auth/two-factor';
import { type Enrollment, useEnrollTotp, useFactors } from '../api/factors';
import { AddBackup } from './add-backup';
import { EnrollPanel } from './enroll-panel';
import { FactorRow } from './factor-row';

/** What the user just did, confirmed once the list agrees (then focus moves to the status). */
type Change = 'on' | 'off' | 'added' | 'removed';

/**
 * Settings › Two-Factor Authentication (issue 19 §4): whether sign-in asks for a code from an
 * authenticator app (TOTP), setting one up (QR code or key, then a code to confirm) and removing it.
 */
export function TwoFactorSettings() {
  const user = useUser();
  const factors = useFactors(user.id);
  const enroll = useEnrollTotp(user.id);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [changed, setChanged] = useState<Change | null>(null);
  // The panel that had focus is gone once set-up ends or a factor is removed: focus goes to the status.
  const statusRef = useRef<HTMLHeadingElement>(null);
  const isOnNow = factors.data?.some((f) => f.status === 'verified') ?? false;
  useEffect(() => {
    const settled = changed === 'on' ? isOnNow : changed === 'off' ? !isOnNow : changed !== null;
    if (settled) statusRef.current?.focus();
  }, [changed, isOnNow]);

  if (factors.isPending) {
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading two-factor authentication">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-14 w-full rounded-2xl" />
      </div>
    );
  }
  if (factors.isError) {
    return <QueryError what="your two-factor settings" error={factors.error} onRetry={factors.refetch} />;
  }

  const verified = factors.data.filter((f) => f.status === 'verified').sort(oldestFirst);
  const isOn = verified.length > 0;
  return (
    <div className="space-y-6 p-4">
      <section aria-labelledby="two-factor-status" className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
        <h2 id="two-factor-status" ref={statusRef} tabIndex={-1} className="text-base font-semibold text-white">
          Two-factor authentication is{' '}
          <span className={isOn ? 'text-emerald-300' : 'text-amber-200'}>{isOn ? 'on' : 'off'}</span>
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          {isOn
            ? `Signing in asks for a code from ${verified.length > 1 ? 'one of your authenticator apps' : 'your authenticator app'} after your password, and so do payouts.`
            : 'Add a code from an authenticator app to your password, so nobody who learns your password can sign in or withdraw your earnings.'}
        </p>
        {!isOn && !enrollment ? (
          <div className="mt-4 space-y-3">
            {enroll.error ? <Alert tone="error">{enroll.error.message}</Alert> : null}
            <Button
              disabled={enroll.isPending}
              onClick={() =>
                enroll.mutate(
                  {},
                  {
                    onSuccess: (next) => {
                      setChanged(null);
                      setEnrollment(next);
                    },
                  },
                )
              }
            >
              {enroll.isPending ? 'Preparing...' : 'Set up authenticator app'}
            </Button>
          </div>
        ) : null}
      </section>

      {isOn && changed === 'on' ? (
        <Alert tone="success">
          Two-factor authentication is on. Keep your authenticator app: you need it to sign in.
        </Alert>
      ) : null}
      {!isOn && changed === 'off' ? (
        <Alert tone="success">Two-factor authentication is off. Signing in needs only your password.</Alert>
      ) : null}
      {isOn && changed === 'added' ? (
        <Alert tone="success">Backup authenticator added. A code from any of your authenticators signs you in.</Alert>
      ) : null}
      {isOn && changed === 'removed' ? <Alert tone="success">Authenticator removed.</Alert> : null}

      {!isOn && enrollment ? (
        <EnrollPanel
          enrollment={enrollment}
          userId={user.id}
          title="Set up your authenticator app"
          submitLabel="Turn on"
          onCancel={() => setEnrollment(null)}
          onVerified={() => {
            setEnrollment(null);
            setChanged('on');
          }}
        />
      ) : null}

      {isOn ? (
        <>
          <ListSection title="Authenticators">
            {verified.map((factor) => (
              <FactorRow
                key={factor.id}
                factor={factor}
                verified={verified}
                userId={user.id}
                onRemoved={() => setChanged(verified.length > 1 ? 'removed' : 'off')}
              />
            ))}
          </ListSection>
          <AddBackup verified={verified} userId={user.id} onAdded={() => setChanged('added')} />
        </>
      ) : null}
    </div>
  );
}
