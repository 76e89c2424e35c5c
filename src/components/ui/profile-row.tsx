import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Avatar } from './avatar';

export interface ProfileRowPerson {
  id: string;
  name: string;
  username: string;
  avatar_url: string | null;
}

interface ProfileRowProps {
  person: ProfileRowPerson;
  /** A second line under the handle (followers, a bio excerpt…). */
  detail?: ReactNode;
  /** Controls on the right, outside the link (a Follow button). */
  action?: ReactNode;
}

/**
 * A person in a list: avatar, name and handle linking to their profile. The link hands the
 * profile over as navigation state so the profile header paints before it has loaded.
 */
export function ProfileRow({ person, detail, action }: ProfileRowProps) {
  const preview = { profile: person };
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <Link
        to={paths.profileOf(person.username)}
        state={preview}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl"
      >
        <Avatar avatarUrl={person.avatar_url} username={person.username} name={person.name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-white">{person.name}</span>
          <span className="block truncate text-xs text-zinc-400">@{person.username}</span>
          {detail ? <span className="mt-0.5 block truncate text-xs text-muted">{detail}</span> : null}
        </span>
      </Link>
      {action}
    </div>
  );
}
