import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import type { CallEntry } from '../api/get-call-history';
import { callDay, callTypeLabel } from '../utils/calls';
import { IncomingIcon, MissedIcon, OutgoingIcon } from './call-icons';

const typeIcon = { outgoing: OutgoingIcon, incoming: IncomingIcon, missed: MissedIcon };

/**
 * One call: who, which way (missed in red), the weekday, and a call button (spec §2 Calls) that, until
 * calling exists, says so on tap (`onCall`) instead of only in a hover tooltip phones never show.
 */
export function CallRow({ call, onCall }: { call: CallEntry; onCall: () => void }) {
  const Icon = typeIcon[call.type];
  const isMissed = call.type === 'missed';
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <Link
        to={paths.profileOf(call.peer.username)}
        state={{ profile: call.peer }}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl"
      >
        <Avatar avatarUrl={call.peer.avatar_url} username={call.peer.username} name={call.peer.name} />
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate text-sm font-semibold', isMissed ? 'text-red-400' : 'text-white')}>
            {call.peer.name}
          </span>
          <span className={cn('mt-0.5 flex items-center gap-1 text-xs', isMissed ? 'text-red-400' : 'text-zinc-400')}>
            <Icon className="size-3.5 shrink-0" />
            {callTypeLabel[call.type]}
            <span aria-hidden="true">·</span>
            <time dateTime={call.started_at}>{callDay(call.started_at)}</time>
          </span>
        </span>
      </Link>
      {/* Not a call yet: the label says so, and a tap shows why instead of doing nothing. */}
      <button
        type="button"
        aria-label={`Call ${call.peer.name} (coming soon)`}
        onClick={onCall}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-brand-400 hover:bg-zinc-900"
      >
        <PhoneIcon className="size-5" />
      </button>
    </div>
  );
}
