import { GiftIcon } from '@/components/ui/action-icons';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';
import type { ChatMessage } from '../api/types';
import { formatMessageTime } from '../utils/time';

/** A tip sent in this chat (issue 13 §6): the amount and the fan's note, set apart from text bubbles. */
export function TipBubble({ message, isOwn }: { message: ChatMessage; isOwn: boolean }) {
  const note = message.content?.trim();
  const amount = formatEuro(message.tip_cents ?? 0);
  return (
    <li className={cn('flex flex-col', isOwn ? 'items-end' : 'items-start')} data-testid="message">
      <div
        className={cn(
          'max-w-[75%] rounded-2xl border border-amber-400/40 bg-gradient-to-br from-amber-500/20 to-brand-600/20 px-3 py-2 text-zinc-50',
          isOwn ? 'rounded-br-md' : 'rounded-bl-md',
        )}
      >
        <p className="flex items-center gap-2 font-semibold">
          <GiftIcon className="size-5 text-amber-300" />
          {isOwn ? `You sent a ${amount} tip` : `Sent you a ${amount} tip`}
        </p>
        {note ? <p className="mt-1 break-words whitespace-pre-wrap text-[0.95rem]">{note}</p> : null}
        <p className="mt-0.5 text-right text-[0.7rem] text-zinc-300 tabular-nums">
          <time dateTime={message.created_at}>{formatMessageTime(new Date(message.created_at))}</time>
        </p>
      </div>
    </li>
  );
}
