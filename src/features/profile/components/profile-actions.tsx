import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ShareIcon } from '@/components/ui/action-icons';
import { TipIcon } from './icons';

const iconButton =
  'flex size-11 items-center justify-center rounded-full border border-zinc-700 bg-zinc-900 text-zinc-200 hover:bg-zinc-800 hover:text-white disabled:opacity-60';

const PAYMENTS_SOON = 'Tips are coming soon: payments are not available yet';

interface ProfileActionsProps {
  name: string;
  isOwn: boolean;
  isStartingChat: boolean;
  onStartChat: () => void;
  onShare: () => void;
  followButton: ReactNode;
}

/** Tip (inert until payments), start chat, share and follow; Edit profile on your own profile. */
export function ProfileActions({
  name,
  isOwn,
  isStartingChat,
  onStartChat,
  onShare,
  followButton,
}: ProfileActionsProps) {
  const share = (
    <button type="button" onClick={onShare} aria-label="Share profile" title="Share profile" className={iconButton}>
      <ShareIcon className="size-5" />
    </button>
  );
  if (isOwn) {
    return (
      <div className="flex items-center gap-2">
        {share}
        <ButtonLink to={paths.settings} variant="secondary" className="rounded-full">
          Edit profile
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {/* Inert until payments exist (spec §1); aria-disabled keeps it focusable so the reason can be read. */}
      <button
        type="button"
        aria-disabled="true"
        aria-label={`Send ${name} a tip (coming soon)`}
        title={PAYMENTS_SOON}
        className={`${iconButton} cursor-not-allowed`}
      >
        <TipIcon className="size-5" />
      </button>
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
    </div>
  );
}
