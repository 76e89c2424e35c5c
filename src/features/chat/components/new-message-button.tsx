import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-load';
import { cn } from '@/utils/cn';
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
        className={cn(
          'flex items-center justify-center gap-2 rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white',
          withText ? 'min-h-11 bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700' : 'size-11',
        )}
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
