import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export type DestructiveAction = 'remove' | 'suspend';

interface ConfirmActionProps {
  action: DestructiveAction | null;
  /** What the item is, lower case: post, comment, message. */
  kind: string;
  /** Whose account a suspension would hit. */
  username: string | null;
  reason: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (action: DestructiveAction) => void;
  onCancel: () => void;
}

const EFFECT: Record<DestructiveAction, string> = {
  remove:
    'It disappears for everyone at once. Its author is told it broke the content guidelines and may ask for a review; you can restore it from the Log.',
  suspend:
    'Suspending signs them out for good and hides everything they posted; subscriptions to them are cancelled. You can lift it from the Suspended tab.',
};

/** The second step of a destructive moderator action (review m11): what it does, the reason recorded, then act. */
export function ConfirmAction({
  action,
  kind,
  username,
  reason,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  const shown = action ?? 'remove';
  const title =
    shown === 'remove' ? `Remove this ${kind}?` : username ? `Suspend @${username}?` : 'Suspend this account?';
  return (
    <Dialog isOpen={action !== null} title={title} onClose={() => (pending ? undefined : onCancel())}>
      <p className="text-sm text-zinc-300">{EFFECT[shown]}</p>
      <p className="text-sm break-words text-zinc-400">Reason recorded: “{reason.trim()}”</p>
      {error ? <Alert tone="error">Could not act: {error.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => onConfirm(shown)} disabled={pending}>
          {pending ? 'Working...' : shown === 'remove' ? `Remove ${kind}` : 'Suspend account'}
        </Button>
      </div>
    </Dialog>
  );
}
