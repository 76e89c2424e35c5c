import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { ImageIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useStoredDraft } from '@/hooks/use-stored-draft';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-load';
import { cn } from '@/utils/cn';
import { newDraftKey, useCreatePost } from '../api/create-post';
import { useMediaSelection } from '../hooks/use-media-selection';
import { composerMessages, contentProblem, mediaProblem, POST_MAX_LENGTH } from '../utils/composer-rules';
import type { AccessLevel } from '../utils/post-access';
import { ComposerMediaPreview } from './composer-media-preview';

// Only creators choose who sees a post, so fans' first Home screen does not load the picker.
const ComposerAccess = lazyPart(async () => (await import('./composer-access')).ComposerAccess);
// Shown only while a video uploads: loaded with the first post's code, off Home's first screen.
const UploadProgress = lazyPart(async () => (await import('./upload-progress')).UploadProgress);

/** Spec §2 Home / §4 Composer: text (1–1000 after trim) with an optional image or video. */
export function Composer() {
  const user = useUser();
  const profile = useCurrentProfile().data;
  const create = useCreatePost(user.id);
  const media = useMediaSelection();
  // The text is kept until it is posted: leaving Home, a reload or going offline loses nothing (issue 28).
  const [text, setText] = useStoredDraft('post', user.id);
  const isOnline = useOnlineStatus();
  // A post tried while offline is kept, not sent later by itself: the person posts it when back (decisions.md).
  const [heldOffline, setHeldOffline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Creators choose who sees the media (issue 13 §2); everyone else posts publicly.
  const [accessLevel, setAccessLevel] = useState<AccessLevel>('public');
  // One key per draft, kept across failed attempts so a retry never makes a second post (issue 14);
  // new media makes a new draft (its file gets a new name), and so does a success.
  const [draft, setDraft] = useState(newDraftKey);
  const [price, setPrice] = useState('4.99');
  const isCreator = profile?.is_creator ?? false;
  const fileRef = useRef<HTMLInputElement>(null);
  const mediaButtonRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const preparing = useRef(false);
  const ids = useId();
  const isPosting = create.isPending;
  const isOver = text.trim().length > POST_MAX_LENGTH;
  // Announced once a post is up (the fieldset's focus comes back by itself: useFocusKeeper).
  const [postedCount, setPostedCount] = useState(0);

  const handleFile = (file: File) => {
    const fileProblem = mediaProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    media.select(file);
    setDraft(newDraftKey());
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
    // Text is checked before anything loads, so a refusal answers at once.
    const textProblem = contentProblem(text);
    setProblem(textProblem);
    setHeldOffline(false);
    if (textProblem) return;
    if (!navigator.onLine) return setHeldOffline(true);
    // The price rules and the poster grabber load on the first post, like the code that writes it.
    // Code that cannot arrive fails the post as any failed request does (spec §8); offline, it is kept.
    const couldNotLoad = () =>
      navigator.onLine ? setProblem(composerMessages.failed(composerMessages.fallback)) : setHeldOffline(true);
    const { readAccess } = await import('../utils/post-access').catch(() => ({ readAccess: null }));
    if (!readAccess) return couldNotLoad();
    const access = readAccess(isCreator ? accessLevel : 'public', price, chosen !== null);
    setProblem(access.problem);
    if (!access.access) return;
    // A locked video gets no public poster: a frame of it would give the media away.
    let poster: Blob | null = null;
    if (chosen?.kind === 'video' && access.access.level === 'public') {
      const grabber = await import('../utils/video-poster').catch(() => null);
      if (!grabber) return couldNotLoad();
      poster = await grabber.capturePoster(videoRef.current);
    }
    setProgress(chosen?.kind === 'video' ? 0 : null);
    create.mutate(
      {
        draft,
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
          setPostedCount((count) => count + 1);
          setText('');
          media.clear();
          setAccessLevel('public');
          setDraft(newDraftKey());
        },
        // The connection went while it was being sent: kept, and said so, like a post tried offline.
        onError: () => setHeldOffline(!navigator.onLine),
        onSettled: () => setProgress(null),
      },
    );
  };

  const message = problem ?? (create.isError && !heldOffline ? create.error.message : null);

  return (
    <form onSubmit={handleSubmit} aria-label="Create a post" className="border-b border-zinc-800 px-4 py-4">
      {/* The composer empties on success; a screen reader hears why. */}
      <p role="status" className="sr-only">
        {postedCount > 0 ? <span key={postedCount}>Posted.</span> : null}
      </p>
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
            className="block w-full resize-none rounded-xl border border-transparent bg-transparent px-1 py-2 text-base text-zinc-100 placeholder:text-muted focus:border-brand-400 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400 disabled:opacity-60"
          />
          {media.selection ? (
            <ComposerMediaPreview
              kind={media.selection.kind}
              url={media.selection.url}
              videoRef={videoRef}
              onSize={media.setSize}
              onRemove={() => {
                media.clear();
                setDraft(newDraftKey());
                // The Remove button goes with the preview: focus moves to the button that adds media.
                mediaButtonRef.current?.focus();
              }}
              disabled={isPosting}
            />
          ) : null}
          {isCreator ? (
            <Suspense fallback={null}>
              <ComposerAccess level={accessLevel} price={price} onLevel={setAccessLevel} onPrice={setPrice} />
            </Suspense>
          ) : null}
          {progress !== null ? (
            <Suspense fallback={null}>
              <UploadProgress fraction={progress} />
            </Suspense>
          ) : null}
          {message ? <Alert tone="error">{message}</Alert> : null}
          {heldOffline && !message ? (
            <Alert tone="info">{isOnline ? composerMessages.backOnline : composerMessages.offline}</Alert>
          ) : null}
          {/* Wraps rather than pushing Post past the edge of a 320 px phone (issue 14). */}
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-zinc-800 pt-3">
            <HiddenFileInput ref={fileRef} accept="image/*,video/*" onFile={handleFile} testId="composer-file" />
            <Button ref={mediaButtonRef} variant="ghost" className="px-2.5" onClick={() => fileRef.current?.click()}>
              <ImageIcon className="size-5 text-brand-400" />
              <span className="whitespace-nowrap">{media.selection ? 'Replace media' : 'Photo / video'}</span>
            </Button>
            <div className="ml-auto flex shrink-0 items-center gap-3">
              <span
                id={`${ids}-count`}
                className={cn('text-xs tabular-nums', isOver ? 'font-semibold text-red-400' : 'text-muted')}
              >
                {text.trim().length}/{POST_MAX_LENGTH}
              </span>
              <Button type="submit" className="min-w-[6.5rem] shrink-0 px-5 whitespace-nowrap">
                {isPosting ? 'Posting...' : 'Post'}
              </Button>
            </div>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
