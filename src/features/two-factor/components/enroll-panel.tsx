import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { type Enrollment, useVerifyEnrollment } from '../api/factors';

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
  /** "Set up your authenticator app", or for a backup "Set up another authenticator". */
  title: string;
  /** "Turn on", or for a backup "Add". */
  submitLabel: string;
  onCancel: () => void;
  onVerified: () => void;
}

/** Setting up one authenticator: its QR code or key, then its first code to confirm it. */
export function EnrollPanel({ enrollment, userId, title, submitLabel, onCancel, onVerified }: EnrollPanelProps) {
  const verify = useVerifyEnrollment(userId);
  return (
    <section aria-labelledby="enroll-title" className="space-y-5 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <h2 id="enroll-title" className="text-base font-semibold text-white">
        {title}
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
            submitLabel={submitLabel}
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
