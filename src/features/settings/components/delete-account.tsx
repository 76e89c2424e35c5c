import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionImpact } from '../api/get-deletion-impact';
import { DeletionImpact } from './deletion-impact';

const CONFIRM_WORD = 'DELETE';

export function DeleteAccount({ className }: { className?: string }) {
  const user = useUser();
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount(user.id);
  // What is lost (wallet, earnings, subscriptions) is known before the account can go.
  const impact = useDeletionImpact(user.id, isOpen);
  const impactKnown = impact.isSuccess;

  const close = () => {
    if (remove.isPending) return;
    setIsOpen(false);
    setTyped('');
    remove.reset();
  };

  // On success the sign-out takes the user to /signup with a confirmation (see deleteAccount).
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === CONFIRM_WORD && impactKnown) remove.mutate();
  };

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
          {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={typed !== CONFIRM_WORD || !impactKnown || remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
