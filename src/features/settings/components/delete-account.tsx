import { type FormEvent, useId, useState } from 'react';
import { CodeStepView } from '@/components/auth/two-factor-code-step';
import { useFactorChoice } from '@/components/auth/factor-choice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useUser } from '@/lib/auth';
import type { Reauthentication } from '@/lib/auth/reauthenticate';
import { cn } from '@/utils/cn';
import { useDeleteAccount, useReauthenticate, useVerifyReauthentication } from '../api/delete-account';
import { useDeletionImpact } from '../api/get-deletion-impact';
import { DeletionImpact } from './deletion-impact';

const CONFIRM_WORD = 'DELETE';

/**
 * Settings › Delete Account (Terms §9): what is lost, DELETE typed, then proof that it is the owner (review m10):
 * the password again and, with two-factor on, a code, on a sign-in of its own whose token alone may delete.
 */
export function DeleteAccount({ className }: { className?: string }) {
  const user = useUser();
  const hintId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<Reauthentication | null>(null);
  const reauth = useReauthenticate();
  const verify = useVerifyReauthentication();
  const remove = useDeleteAccount(user.id);
  const { chosen, choose } = useFactorChoice(proof?.factors ?? []);
  // What is lost (wallet, earnings, subscriptions) is known before the account can go.
  const impact = useDeletionImpact(user.id, isOpen);
  const impactKnown = impact.isSuccess;
  const busy = reauth.isPending || verify.isPending || remove.isPending;

  const close = () => {
    if (busy) return;
    void proof?.end();
    setIsOpen(false);
    setTyped('');
    setPassword('');
    setProof(null);
    reauth.reset();
    verify.reset();
    remove.reset();
  };

  // On success the sign-out takes the user to /signup with a confirmation (see deleteAccount).
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== CONFIRM_WORD || !impactKnown || !password || busy) return;
    remove.reset();
    reauth.mutate(
      { email: user.email ?? '', password },
      {
        onSuccess: (signedIn) => {
          setPassword('');
          if (signedIn.factors.length > 0) setProof(signedIn);
          else remove.mutate(signedIn);
        },
      },
    );
  };

  const codeStep =
    proof && chosen ? (
      <CodeStepView
        factors={proof.factors}
        chosen={chosen}
        onChoose={choose}
        purpose="delete your account"
        submitLabel="Verify and delete"
        pending={verify.isPending || remove.isPending}
        pendingLabel={remove.isPending ? 'Deleting...' : 'Verifying...'}
        error={verify.error ?? remove.error}
        onSubmit={(factorId, code) =>
          verify.mutate({ proof, factorId, code }, { onSuccess: () => remove.mutate(proof) })
        }
        onCancel={close}
      />
    ) : null;

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={cn(className, 'w-full text-left font-semibold text-red-400 hover:bg-red-500/10')}
      >
        Delete Account
      </button>
      <Dialog isOpen={isOpen} title="Delete your account?" onClose={close}>
        {codeStep ?? (
          <form onSubmit={handleSubmit} className="space-y-4">
            <p className="text-sm text-zinc-300">
              This permanently deletes your profile, posts, comments, likes, messages and every file you uploaded. It
              cannot be undone.
            </p>
            <DeletionImpact impact={impact} />
            <Input
              label={`Type ${CONFIRM_WORD} to confirm`}
              name="confirm"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <PasswordInput
              label="Your password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={hintId}
            />
            <p id={hintId} className="-mt-2 text-xs text-zinc-400">
              To make sure it is you, enter the password you sign in with, then a code if two-factor authentication is
              on.
            </p>
            {reauth.error || remove.error ? (
              <Alert tone="error">{(reauth.error ?? remove.error)?.message}</Alert>
            ) : null}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={typed !== CONFIRM_WORD || !password || !impactKnown || busy}
              >
                {reauth.isPending ? 'Checking...' : remove.isPending ? 'Deleting...' : 'Delete Account'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
