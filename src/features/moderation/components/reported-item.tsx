import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getEnv } from '@/config/env';
import { useSignedUrl } from '@/lib/storage/signed-urls';
import { formatDateTime } from '@/utils/format';
import { resolveMediaUrl } from '@/utils/media-url';
import type { Json } from '@/types/database';
import type { ReportTarget } from '../api/moderation';

/** The shapes `get_moderation_queue` and `get_moderation_log` put in `item` (private.moderation_item). */
interface Person {
  id: string;
  name: string | null;
  username: string;
  suspended_at: string | null;
}
interface PostItem {
  id: string;
  content: string;
  media_type: 'none' | 'image' | 'video';
  media_url: string | null;
  locked_media_path: string | null;
  created_at: string;
  removed_at: string | null;
}
interface CommentItem {
  id: string;
  content: string;
  created_at: string;
}
interface MessageItem {
  id: string;
  sender_id: string;
  content: string | null;
  media_type: string;
  created_at: string;
}
interface ItemJson {
  author?: Person;
  post?: PostItem;
  comment?: CommentItem;
  message?: MessageItem;
  context?: MessageItem[];
  profile?: { bio: string | null; created_at: string };
}

function Media({ post }: { post: PostItem }) {
  const publicUrl = resolveMediaUrl(post.media_url, getEnv().supabaseUrl);
  const signed = useSignedUrl('locked-media', publicUrl ? null : post.locked_media_path);
  const url = publicUrl ?? signed.data ?? null;
  if (post.media_type === 'none') return null;
  if (!url) {
    return (
      <p className="rounded-xl bg-zinc-950 px-3 py-6 text-center text-xs text-zinc-400">
        {signed.isError ? 'The media could not be loaded.' : 'Loading media…'}
      </p>
    );
  }
  return post.media_type === 'video' ? (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- user uploads carry no captions
    <video src={url} controls preload="metadata" className="max-h-72 w-full rounded-xl bg-black object-contain" />
  ) : (
    <img src={url} alt="The post's media" className="max-h-72 w-full rounded-xl bg-black object-contain" />
  );
}

/**
 * Where the item lives in the app (review m11), in a new tab so the queue and a reason being written stay put.
 * The page shows what the moderator's own access shows: a removed item is gone from it.
 */
function OpenInApp({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="inline-block rounded text-xs font-semibold text-brand-400 underline-offset-2 hover:text-brand-300 hover:underline"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

function Quote({ children }: { children: string }) {
  return <p className="text-sm break-words whitespace-pre-wrap text-zinc-100">{children}</p>;
}

/** The reported item in context: a post with its media, a comment with its post, a message with a few around it, a profile. */
export function ReportedItem({ type, item }: { type: ReportTarget; item: Json }) {
  const data = (item ?? {}) as ItemJson;
  const author = data.author;
  return (
    <div className="space-y-3 rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
      {author ? (
        <p className="text-xs text-zinc-400">
          {type === 'profile' ? 'Profile' : 'By'}{' '}
          <Link to={paths.profileOf(author.username)} className="font-semibold text-zinc-100 hover:underline">
            {author.name || author.username} (@{author.username})
          </Link>
          {author.suspended_at ? <span className="ml-2 text-red-300">Suspended</span> : null}
        </p>
      ) : (
        <p className="text-xs text-zinc-400">This item no longer exists.</p>
      )}
      {type === 'post' && data.post ? (
        <>
          <Quote>{data.post.content}</Quote>
          <Media post={data.post} />
          <OpenInApp to={paths.post(data.post.id)}>Open the post</OpenInApp>
        </>
      ) : null}
      {type === 'comment' && data.comment ? (
        <>
          <Quote>{data.comment.content}</Quote>
          {data.post ? (
            <div className="border-l-2 border-zinc-700 pl-3">
              <p className="text-xs text-zinc-400">On the post:</p>
              <p className="line-clamp-3 text-sm text-zinc-300">{data.post.content}</p>
              <OpenInApp to={paths.post(data.post.id)}>Open the post and its comments</OpenInApp>
            </div>
          ) : null}
        </>
      ) : null}
      {type === 'message' && data.message ? (
        <ol aria-label="The conversation around it" className="space-y-1.5">
          {(data.context ?? [data.message]).map((m) => {
            const isReported = m.id === data.message?.id;
            const fromAuthor = m.sender_id === author?.id;
            return (
              <li
                key={m.id}
                className={
                  isReported
                    ? 'rounded-lg border border-red-800 bg-red-950/40 px-2.5 py-1.5 text-sm text-zinc-50'
                    : 'rounded-lg bg-zinc-900 px-2.5 py-1.5 text-sm text-zinc-300'
                }
              >
                <span className="mr-2 text-xs text-zinc-400">
                  {fromAuthor ? `@${author?.username ?? ''}` : 'Other person'} ·{' '}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </span>
                {m.content || `[${m.media_type}]`}
                {isReported ? <span className="sr-only"> (reported)</span> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {type === 'profile' && data.profile ? (
        <>
          <Quote>{data.profile.bio || 'No bio.'}</Quote>
          {author ? <OpenInApp to={paths.profileOf(author.username)}>Open the profile</OpenInApp> : null}
        </>
      ) : null}
    </div>
  );
}
