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
  /** The destructive button: "Delete". */
  confirmLabel: string;
  /** While the action runs: "Deleting...". */
  pendingLabel: string;
  isPending: boolean;
  /** Why the last try failed; the dialog stays open so it can be tried again. */
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action asked first (delete a message, a comment): Cancel, or the red button. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  error,
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
