import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LockIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useDeletePost, useEditPost } from '../api/edit-post';
import { usePostSales } from '../api/get-post-sales';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { POST_MAX_LENGTH } from '../utils/composer-rules';
import { accessLabel } from '../utils/post-access';

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

function EditDialog({ post, onClose }: { post: PostCardRow; onClose: () => void }) {
  const edit = useEditPost(post.id);
  const [text, setText] = useState(post.content);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(text, { onSuccess: onClose });
  };
  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <Textarea
        label="Post text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint={`${text.trim().length}/${POST_MAX_LENGTH}. The media and who can see it stay as they are.`}
      />
      {edit.isError ? <Alert tone="error">{edit.error.message}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function DeleteDialog({ post, onClose }: { post: PostCardRow; onClose: () => void }) {
  const remove = useDeletePost(post);
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300">
        The post, its media, likes and comments are removed for everyone.
        {post.is_locked && post.price_cents
          ? ' Fans who bought it lose access; what you already earned from it stays in your earnings.'
          : ''}
      </p>
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                onClose();
                // On the post's own page there is nothing left to show.
                if (window.location.pathname === paths.post(post.id)) navigate(paths.home, { replace: true });
              },
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete post'}
        </Button>
      </div>
    </div>
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
      <Dialog isOpen={open === 'edit'} title="Edit post" onClose={close}>
        <EditDialog post={post} onClose={close} />
      </Dialog>
      <Dialog isOpen={open === 'delete'} title="Delete this post?" onClose={close}>
        <DeleteDialog post={post} onClose={close} />
      </Dialog>
    </div>
  );
}
