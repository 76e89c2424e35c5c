import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { MenuItem } from '@/components/ui/menu';
import { useBlockChange } from '@/lib/blocks';

/** Whom a Block entry is about. */
export interface BlockTarget {
  userId: string;
  username: string;
}

/** The confirm text (issue 19 §1; recorded in docs/decisions.md). */
export const blockQuestion = (username: string) => `Block @${username}?`;
export const BLOCK_EXPLANATION =
  "They won't be able to message you, comment on your posts or see you in search. You won't see their posts, comments or messages. They aren't told.";

/** "Block @handle?" with Cancel and Block; closes itself once the block is saved. */
export function BlockDialog({
  target,
  isOpen,
  onClose,
  onBlocked,
}: {
  target: BlockTarget;
  isOpen: boolean;
  onClose: () => void;
  onBlocked?: () => void;
}) {
  const change = useBlockChange();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} title={blockQuestion(target.username)} onClose={close}>
      <p className="text-sm text-zinc-300">{BLOCK_EXPLANATION}</p>
      {change.isError ? <Alert tone="error">Could not block: {change.error.message}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { userId: target.userId, block: true },
              {
                onSuccess: () => {
                  close();
                  onBlocked?.();
                },
              },
            )
          }
        >
          {change.isPending ? 'Blocking...' : 'Block'}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A Block (or Unblock) entry for any "more" menu, and the dialog it opens. Blocking asks first;
 * unblocking is immediate (it only gives back what the block took away), its error in `error`.
 */
export function useBlockItem(
  target: BlockTarget | null,
  { isBlocked = false, onBlocked }: { isBlocked?: boolean; onBlocked?: () => void } = {},
): { item: MenuItem | null; dialog: ReactNode; error: Error | null } {
  const [isOpen, setIsOpen] = useState(false);
  const unblock = useBlockChange();
  if (!target) return { item: null, dialog: null, error: null };
  const item: MenuItem = isBlocked
    ? { label: `Unblock @${target.username}`, onSelect: () => unblock.mutate({ userId: target.userId, block: false }) }
    : { label: `Block @${target.username}`, tone: 'danger', onSelect: () => setIsOpen(true) };
  const dialog = isOpen ? (
    <BlockDialog target={target} isOpen onClose={() => setIsOpen(false)} onBlocked={onBlocked} />
  ) : null;
  return { item, dialog, error: unblock.error };
}
