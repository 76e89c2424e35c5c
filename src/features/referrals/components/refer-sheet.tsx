import { useRef } from 'react';
import { useTimedText } from '@/hooks/use-transient-notice';
import { Button } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentProfile } from '@/lib/auth';
import { inviteLink } from '../utils/invite-link';

/**
 * Refer & Earn (issue 14 §6): the viewer's invite link with Copy and, where the device has a share
 * sheet, Share. It says plainly that rewards are not live yet rather than promising money.
 */
export function ReferSheet({ onClose }: { onClose: () => void }) {
  const username = useCurrentProfile().data?.username;
  const link = username ? inviteLink(username) : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useTimedText();
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice('Invite link copied');
    } catch {
      // No clipboard access: select the link so the system's own Copy works.
      inputRef.current?.select();
      setNotice('Copy the selected link');
    }
  };

  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: 'Join me on Velvet', url: link });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <Sheet isOpen onClose={onClose} title="Refer & Earn">
      <p className="text-sm text-zinc-300">
        Invite friends to Velvet with your personal link. They sign up, follow you and the creators they love.
      </p>
      {link ? (
        <div className="space-y-3">
          <label className="block space-y-1.5">
            <span className="text-sm font-medium text-zinc-200">Your invite link</span>
            <input
              ref={inputRef}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className={fieldClass}
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void copy()}>Copy link</Button>
            {canShare ? (
              <Button variant="secondary" onClick={() => void share()}>
                Share
              </Button>
            ) : null}
          </div>
          <p role="status" className="min-h-5 text-sm text-emerald-300">
            {notice}
          </p>
        </div>
      ) : (
        <Skeleton className="h-11 w-full" />
      )}
      <p className="rounded-xl border border-zinc-800 bg-zinc-950 px-4 py-3 text-sm text-zinc-400">
        Referral rewards are not live yet, so sign-ups from your link are not counted today. This sheet will say so when
        they start.
      </p>
    </Sheet>
  );
}
