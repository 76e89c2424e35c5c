import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { ImageIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { useCreatePost } from '../api/create-post';
import { useMediaSelection } from '../hooks/use-media-selection';
import { contentProblem, mediaProblem, POST_MAX_LENGTH } from '../utils/composer-rules';
import type { AccessLevel } from '../utils/post-access';
import { capturePoster } from '../utils/video-poster';
import { ComposerMediaPreview } from './composer-media-preview';
import { UploadProgress } from './upload-progress';

// Only creators choose who sees a post, so fans' first Home screen does not load the picker.
const ComposerAccess = lazy(async () => ({ default: (await import('./composer-access')).ComposerAccess }));

/** Spec §2 Home / §4 Composer: text (1–1000 after trim) with an optional image or video. */
export function Composer() {
  const user = useUser();
  const profile = useCurrentProfile().data;
  const create = useCreatePost(user.id);
  const media = useMediaSelection();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Creators choose who sees the media (issue 13 §2); everyone else posts publicly.
  const [accessLevel, setAccessLevel] = useState<AccessLevel>('public');
  const [price, setPrice] = useState('4.99');
  const isCreator = profile?.is_creator ?? false;
  const fileRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const preparing = useRef(false);
  const ids = useId();
  const isPosting = create.isPending;
  const isOver = text.trim().length > POST_MAX_LENGTH;

  const handleFile = (file: File) => {
    const fileProblem = mediaProblem(file);
    setProblem(fileProblem);
    if (!fileProblem) media.select(file);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A second tap while the price rules load or a video frame is captured must not post twice.
    if (isPosting || preparing.current) return;
    preparing.current = true;
    try {
      await submit();
    } finally {
      preparing.current = false;
    }
  };

  const submit = async () => {
    const chosen = media.selection;
    // The price rules load on the first post, like the code that writes it.
    const { readAccess } = await import('../utils/post-access');
    const access = readAccess(isCreator ? accessLevel : 'public', price, chosen !== null);
    const textProblem = contentProblem(text) ?? access.problem;
    setProblem(textProblem);
    if (textProblem || !access.access) return;
    // A locked video gets no public poster: a frame of it would give the media away.
    const poster =
      chosen?.kind === 'video' && access.access.level === 'public' ? await capturePoster(videoRef.current) : null;
    setProgress(chosen?.kind === 'video' ? 0 : null);
    create.mutate(
      {
        content: text,
        media: chosen
          ? { file: chosen.file, width: chosen.size?.width ?? null, height: chosen.size?.height ?? null, poster }
          : null,
        access: access.access,
        onProgress: chosen?.kind === 'video' ? setProgress : undefined,
      },
      {
        // Spec §4: text cleared on success; on failure everything typed stays (spec §8 alert).
        onSuccess: () => {
          setText('');
          media.clear();
          setAccessLevel('public');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const message = problem ?? (create.isError ? create.error.message : null);

  return (
    <form onSubmit={handleSubmit} aria-label="Create a post" className="border-b border-zinc-800 px-4 py-4">
      <fieldset disabled={isPosting} className="flex gap-3">
        <Avatar avatarUrl={profile?.avatar_url} username={profile?.username} name={profile?.name} />
        <div className="min-w-0 flex-1 space-y-3">
          <label htmlFor={`${ids}-text`} className="sr-only">
            What&apos;s on your mind?
          </label>
          <textarea
            id={`${ids}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="What's on your mind?"
            rows={2}
            aria-describedby={`${ids}-count`}
            aria-invalid={isOver || undefined}
            className="block w-full resize-none rounded-xl border border-transparent bg-transparent px-1 py-2 text-base text-zinc-100 placeholder:text-zinc-500 focus:border-zinc-700 focus:outline-none disabled:opacity-60"
          />
          {media.selection ? (
            <ComposerMediaPreview
              kind={media.selection.kind}
              url={media.selection.url}
              videoRef={videoRef}
              onSize={media.setSize}
              onRemove={media.clear}
              disabled={isPosting}
            />
          ) : null}
          {isCreator ? (
            <Suspense fallback={null}>
              <ComposerAccess level={accessLevel} price={price} onLevel={setAccessLevel} onPrice={setPrice} />
            </Suspense>
          ) : null}
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          {message ? <Alert tone="error">{message}</Alert> : null}
          <div className="flex items-center justify-between gap-3 border-t border-zinc-800 pt-3">
            <HiddenFileInput ref={fileRef} accept="image/*,video/*" onFile={handleFile} testId="composer-file" />
            <Button variant="ghost" className="min-h-10 px-2.5" onClick={() => fileRef.current?.click()}>
              <ImageIcon className="size-5 text-brand-400" />
              <span className="whitespace-nowrap">{media.selection ? 'Replace media' : 'Photo / video'}</span>
            </Button>
            <div className="flex items-center gap-3">
              <span
                id={`${ids}-count`}
                className={cn('text-xs tabular-nums', isOver ? 'font-semibold text-red-400' : 'text-zinc-500')}
              >
                {text.trim().length}/{POST_MAX_LENGTH}
              </span>
              <Button type="submit" className="min-h-10 px-5">
                {isPosting ? 'Posting...' : 'Post'}
              </Button>
            </div>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
