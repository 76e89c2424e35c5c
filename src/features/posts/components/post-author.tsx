import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';

interface PostAuthorProps {
  name: string | null;
  username: string;
  avatarUrl: string | null;
  /** Already formatted (feed and detail use different rules, spec §9). */
  time: string;
  createdAt: string;
}

export function PostAuthor({ name, username, avatarUrl, time, createdAt }: PostAuthorProps) {
  const profile = paths.profileOf(username);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar avatarUrl={avatarUrl} username={username} name={name} />
      </Link>
      <div className="min-w-0 text-sm">
        <Link to={profile} className="block truncate py-0.5 font-semibold text-white hover:underline">
          {name || username}
        </Link>
        <p className="truncate text-zinc-400">
          <span>@{username}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={createdAt} title={formatDateTime(createdAt)}>
            {time}
          </time>
        </p>
      </div>
    </div>
  );
}
