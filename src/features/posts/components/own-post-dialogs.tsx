import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { PostCardRow } from '@/lib/schemas/post-card';
import { useDeletePost, useEditPost } from '../api/edit-post';
import { POST_MAX_LENGTH } from '../utils/composer-rules';
import { announce, ensureStatusRegion, focusTargetAfter, focusWhenGone } from '../utils/focus-after-delete';

/* The author's Edit post and Delete post dialogs, loaded on first open (./own-post-tools). */

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(ensureStatusRegion, []);
  const handleDelete = async () => {
    // The card this dialog sits in, and where focus goes once it has gone (../utils/focus-after-delete).
    const card = ref.current?.closest('article');
    const target = card ? focusTargetAfter(card) : null;
    try {
      await remove.mutateAsync();
    } catch {
      return; // shown below
    }
    onClose();
    announce('Post deleted');
    // On the post's own page there is nothing left to show (the navigation focuses Home's main).
    if (window.location.pathname === paths.post(post.id)) navigate(paths.home, { replace: true });
    else if (card) focusWhenGone(card, target);
  };
  return (
    <div ref={ref} className="space-y-4">
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
        <Button variant="danger" disabled={remove.isPending} onClick={() => void handleDelete()}>
          {remove.isPending ? 'Deleting...' : 'Delete post'}
        </Button>
      </div>
    </div>
  );
}

/** The open dialog: `kind` says which. */
export function OwnPostDialog({
  kind,
  post,
  onClose,
}: {
  kind: 'edit' | 'delete';
  post: PostCardRow;
  onClose: () => void;
}) {
  return kind === 'edit' ? (
    <Dialog isOpen title="Edit post" onClose={onClose}>
      <EditDialog post={post} onClose={onClose} />
    </Dialog>
  ) : (
    <Dialog isOpen title="Delete this post?" onClose={onClose}>
      <DeleteDialog post={post} onClose={onClose} />
    </Dialog>
  );
}
