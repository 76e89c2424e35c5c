import type { Factor } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { ListSection } from '@/components/ui/list-section';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession, useUser } from '@/lib/auth';
import { sessionAal } from '@/lib/auth/assurance';
import { formatDate } from '@/utils/format';
import { type Enrollment, useEnrollTotp, useFactors, useRemoveFactor, useVerifyEnrollment } from '../api/factors';

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function CopySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-300">Or enter this key in the app:</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-label="Secret key"
          className="rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 font-mono text-sm break-words text-zinc-100 select-all"
        >
          {grouped(secret)}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy key
        </Button>
      </div>
      <p role="status" className="text-xs text-zinc-400">
        {copied === true ? 'Key copied.' : copied === false ? 'Could not copy: select the key and copy it.' : ''}
      </p>
    </div>
  );
}

interface EnrollPanelProps {
  enrollment: Enrollment;
  userId: string;
  onCancel: () => void;
  onVerified: () => void;
}

function EnrollPanel({ enrollment, userId, onCancel, onVerified }: EnrollPanelProps) {
  const verify = useVerifyEnrollment(userId);
  return (
    <section aria-labelledby="enroll-title" className="space-y-5 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <h2 id="enroll-title" className="text-base font-semibold text-white">
        Set up your authenticator app
      </h2>
      <ol className="list-decimal space-y-5 pl-5 text-sm text-zinc-300 marker:text-muted">
        <li className="space-y-3">
          <p>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, …).</p>
          <img
            src={enrollment.qrCode}
            alt="QR code to add Velvet to your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-xl bg-white p-2"
          />
          <CopySecret secret={enrollment.secret} />
        </li>
        <li className="space-y-3">
          <p>Enter the 6-digit code the app now shows for Velvet.</p>
          <CodeForm
            onSubmit={(code) => verify.mutate({ factorId: enrollment.factorId, code }, { onSuccess: onVerified })}
            pending={verify.isPending}
            error={verify.error}
            submitLabel="Turn on"
            pendingLabel="Checking..."
            secondary={
              <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
                Cancel
              </Button>
            }
          />
        </li>
      </ol>
    </section>
  );
}

interface RemovePanelProps {
  factor: Factor;
  userId: string;
  onCancel: () => void;
  onRemoved: () => void;
}

function RemovePanel({ factor, userId, onCancel, onRemoved }: RemovePanelProps) {
  const { session } = useSession();
  const remove = useRemoveFactor(userId);
  // GoTrue removes a verified factor only from a session that entered a code (aal2).
  const needsCode = !session || sessionAal(session) !== 'aal2';
  const cancel = (
    <Button variant="ghost" onClick={onCancel} disabled={remove.isPending}>
      Cancel
    </Button>
  );
  return (
    <div className="space-y-3 border-t border-zinc-800 px-4 py-4">
      <p className="text-sm text-zinc-300">
        Remove this authenticator? Signing in will then need only your password, and payouts no code.
      </p>
      {needsCode ? (
        <CodeForm
          label="Current 6-digit code"
          focusOnShow
          onSubmit={(code) => remove.mutate({ factorId: factor.id, code }, { onSuccess: onRemoved })}
          pending={remove.isPending}
          error={remove.error}
          submitLabel="Remove"
          pendingLabel="Removing..."
          secondary={cancel}
        />
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

function FactorRow({ factor, userId, onRemoved }: { factor: Factor; userId: string; onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  return (
    <li>
      <div className="flex min-h-14 items-center justify-between gap-3 px-4 py-3">
        <div>
          <p className="text-sm text-zinc-100">{factor.friendly_name || 'Authenticator app'}</p>
          <p className="text-xs text-zinc-400">Added {formatDate(factor.created_at)}</p>
        </div>
        {removing ? null : (
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            Remove
          </Button>
        )}
      </div>
      {removing ? (
        <RemovePanel factor={factor} userId={userId} onCancel={() => setRemoving(false)} onRemoved={onRemoved} />
      ) : null}
    </li>
  );
}

/**
 * Settings › Two-Factor Authentication (issue 19 §4): whether sign-in asks for a code from an
 * authenticator app (TOTP), setting one up (QR code or key, then a code to confirm) and removing it.
 */
export function TwoFactorSettings() {
  const user = useUser();
  const factors = useFactors(user.id);
  const enroll = useEnrollTotp(user.id);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  // What the user just did, confirmed once the list agrees.
  const [changed, setChanged] = useState<'on' | 'off' | null>(null);
  // The panel that had focus is gone once set-up ends or the factor is removed: focus goes to the status.
  const statusRef = useRef<HTMLHeadingElement>(null);
  const isOnNow = factors.data?.some((f) => f.status === 'verified') ?? false;
  useEffect(() => {
    if ((changed === 'on' && isOnNow) || (changed === 'off' && !isOnNow)) statusRef.current?.focus();
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

  const verified = factors.data.filter((f) => f.status === 'verified');
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
            ? 'Signing in asks for a code from your authenticator app after your password, and so do payouts.'
            : 'Add a code from an authenticator app to your password, so nobody who learns your password can sign in or withdraw your earnings.'}
        </p>
        {!isOn && !enrollment ? (
          <div className="mt-4 space-y-3">
            {enroll.error ? <Alert tone="error">{enroll.error.message}</Alert> : null}
            <Button
              disabled={enroll.isPending}
              onClick={() =>
                enroll.mutate(undefined, {
                  onSuccess: (next) => {
                    setChanged(null);
                    setEnrollment(next);
                  },
                })
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

      {!isOn && enrollment ? (
        <EnrollPanel
          enrollment={enrollment}
          userId={user.id}
          onCancel={() => setEnrollment(null)}
          onVerified={() => {
            setEnrollment(null);
            setChanged('on');
          }}
        />
      ) : null}

      {isOn ? (
        <ListSection title="Authenticators">
          {verified.map((factor) => (
            <FactorRow key={factor.id} factor={factor} userId={user.id} onRemoved={() => setChanged('off')} />
          ))}
        </ListSection>
      ) : null}
    </div>
  );
}
