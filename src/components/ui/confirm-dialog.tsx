import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question: "Delete this message?". */
  title: string;
  /** What happens, in a sentence. */
  children: ReactNode;
  /** The destructive button. */
  confirmLabel?: string;
  /** While the action runs. */
  pendingLabel?: string;
  /** The action's state (a mutation): while pending nothing closes; its error shows, to try again. */
  action: { isPending: boolean; error: Error | null };
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action asked first (delete a message, a comment): Cancel, or the red button. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  action: { isPending, error },
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Dialog isOpen={isOpen} title={title} onClose={close}>
      <div className="text-sm text-zinc-300">{children}</div>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
