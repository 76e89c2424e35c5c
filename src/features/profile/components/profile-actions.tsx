import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ShareIcon } from '@/components/ui/action-icons';

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full border border-control-edge bg-zinc-900 text-zinc-200 hover:bg-zinc-800 hover:text-white disabled:opacity-60';

interface ProfileActionsProps {
  name: string;
  isOwn: boolean;
  /** The viewer blocked this person: nothing the block refuses (Tip, Message, Follow) is offered. */
  isBlocked?: boolean;
  isStartingChat: boolean;
  onStartChat: () => void;
  onShare: () => void;
  followButton: ReactNode;
  /** Tip (issue 13 §6), composed by the app layer; absent for people who are not creators. */
  tipButton: ReactNode;
  /** More options (Block or Unblock, Report, issue 19); absent on one's own profile. */
  moreMenu?: ReactNode;
}

/** Tip, start chat, share and follow; Edit profile on your own profile; only share and More options while blocked. */
export function ProfileActions({
  name,
  isOwn,
  isBlocked = false,
  isStartingChat,
  onStartChat,
  onShare,
  followButton,
  tipButton,
  moreMenu,
}: ProfileActionsProps) {
  const share = (
    <button type="button" onClick={onShare} aria-label="Share profile" title="Share profile" className={iconButton}>
      <ShareIcon className="size-5" />
    </button>
  );
  if (isOwn) {
    return (
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {share}
        <ButtonLink to={paths.settings} variant="secondary" className="rounded-full">
          Edit profile
        </ButtonLink>
      </div>
    );
  }
  if (isBlocked) {
    // Unblock is in More options and under the header.
    return (
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {share}
        {moreMenu}
      </div>
    );
  }
  return (
    // Five controls on someone else's profile: on the narrowest phones (320 px) they wrap onto a second line.
    <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
      {tipButton}
      <button
        type="button"
        onClick={onStartChat}
        disabled={isStartingChat}
        aria-label={`Message ${name}`}
        title="Message"
        className={iconButton}
      >
        <ChatIcon className="size-5" />
      </button>
      {share}
      {followButton}
      {moreMenu}
    </div>
  );
}
