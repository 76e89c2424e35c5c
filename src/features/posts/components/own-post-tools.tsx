import { Suspense, useState } from 'react';
import { LockIcon } from '@/components/ui/action-icons';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-load';
import { usePostSales } from '../api/get-post-sales';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { accessLabel } from '../utils/post-access';

// Edit and Delete are opened rarely: their dialogs load on first open, off the feed's first screen.
const OwnPostDialog = lazyPart(async () => (await import('./own-post-dialogs')).OwnPostDialog);

function AccessBadge({ post, userId }: { post: PostCardRow; userId: string }) {
  const isPpv = post.is_locked && Boolean(post.price_cents);
  const sales = usePostSales(userId, isPpv);
  const label = accessLabel(post);
  if (!label) return null;
  const unlocks = sales.data?.get(post.id)?.unlockCount ?? 0;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-zinc-900 px-2.5 py-1 text-xs font-medium text-zinc-300">
      <LockIcon className="size-3.5 text-brand-300" />
      <span>{label}</span>
      {isPpv && sales.isSuccess ? (
        <span>
          · {unlocks} {unlocks === 1 ? 'unlock' : 'unlocks'}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The author's tools on their own post (issue 13 §2): who can see it, how many fans unlocked a
 * pay-per-view post, and editing the text or deleting the post. Renders nothing for other viewers.
 */
export function OwnPostTools({ post }: { post: PostCardRow }) {
  const user = useUser();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (post.user_id !== user.id) return null;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AccessBadge post={post} userId={user.id} />
      <div className="ml-auto flex gap-1">
        <Button variant="ghost" className="min-h-9 px-3 text-xs" onClick={() => setOpen('edit')}>
          Edit post
        </Button>
        <Button variant="ghost" className="min-h-9 px-3 text-xs text-red-300" onClick={() => setOpen('delete')}>
          Delete post
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <OwnPostDialog kind={open} post={post} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
