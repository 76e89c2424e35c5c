import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-load';
import { buttonClass } from '@/components/ui/button';
import { ComposeIcon } from './chat-icons';

// Opened now and then: the picker and its queries load on first use, off the list's first load.
const NewMessageDialog = lazyPart(async () => (await import('./new-message-dialog')).NewMessageDialog);

/** Chats' New message button (issue 28): opens the person picker. `withText` adds its words beside the icon. */
export function NewMessageButton({ userId, withText = false }: { userId: string; withText?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={withText ? undefined : 'New message'}
        aria-haspopup="dialog"
        className={
          withText
            ? buttonClass('primary')
            : 'flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white'
        }
      >
        <ComposeIcon className="size-5" />
        {withText ? 'New message' : null}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <NewMessageDialog isOpen onClose={() => setIsOpen(false)} userId={userId} />
        </Suspense>
      ) : null}
    </>
  );
}
