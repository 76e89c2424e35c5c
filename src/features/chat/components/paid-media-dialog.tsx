import { type FormEvent, useRef, useState } from 'react';
import { EuroInput } from '@/components/money/euro-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Dialog } from '@/components/ui/dialog';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Input } from '@/components/ui/input';
import { fileMessages, mediaKindOf } from '@/lib/storage/files';
import { amountProblem, formatEuro, parseEuroInput } from '@/utils/money';
import { textLimit } from '@/utils/text-limit';
import { useSendPaidMessage } from '../api/send-paid-message';
import { MESSAGE_MAX_LENGTH } from './composer';
import { MediaFilePreview } from './media-file-preview';

const MIN_CENTS = 100;
const MAX_CENTS = 10000;

interface PaidMediaDialogProps {
  isOpen: boolean;
  onClose: () => void;
  conversationId: string;
  userId: string;
  otherName: string;
}

/** Creators only: a photo or video the fan unlocks for a price (€1–€100), with an optional caption. */
export function PaidMediaDialog({ isOpen, onClose, conversationId, userId, otherName }: PaidMediaDialogProps) {
  const send = useSendPaidMessage(conversationId, userId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [price, setPrice] = useState('5.00');
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The caption is the message's text, so it has the message limit.
  const captionLimit = textLimit(caption, MESSAGE_MAX_LENGTH);

  const close = () => {
    if (send.isPending) return;
    setFile(null);
    setCaption('');
    setProblem(null);
    send.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Over the limit the caption stays as typed with the counter saying why (never cut, issue 14 §8).
    if (send.isPending || captionLimit.isOver) return;
    const kind = file ? mediaKindOf(file) : null;
    const cents = parseEuroInput(price);
    const found = !file || !kind ? fileMessages.notMedia : amountProblem(cents, MIN_CENTS, MAX_CENTS);
    setProblem(found);
    if (found || !file || !kind || cents === null) return;
    send.mutate({ file, kind, priceCents: cents, caption }, { onSuccess: close });
  };

  const cents = parseEuroInput(price);
  const kind = file ? mediaKindOf(file) : null;
  return (
    <Dialog isOpen={isOpen} title="Send paid media" onClose={close}>
      <form onSubmit={handleSubmit} className="space-y-4">
        <p className="text-sm text-zinc-400">
          {otherName} sees it blurred and unlocks it from their wallet. You earn 80% of the price.
        </p>
        <HiddenFileInput
          ref={fileRef}
          accept="image/*,video/*"
          testId="paid-media-file"
          onFile={(picked) => {
            setFile(picked);
            setProblem(mediaKindOf(picked) ? null : fileMessages.notMedia);
          }}
        />
        {file && kind ? (
          <MediaFilePreview
            file={file}
            kind={kind}
            label={kind === 'image' ? 'Your paid attachment' : 'Your paid video'}
          />
        ) : null}
        <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={send.isPending}>
          {file ? 'Choose another file' : 'Choose photo or video'}
        </Button>
        <EuroInput
          label="Price (€)"
          value={price}
          onValueChange={setPrice}
          disabled={send.isPending}
          hint={`Between ${formatEuro(MIN_CENTS)} and ${formatEuro(MAX_CENTS)}.`}
        />
        <Input
          label="Caption (optional)"
          value={caption}
          aria-invalid={captionLimit.isOver || undefined}
          hint={captionLimit.isNear ? <CharacterCounter limit={captionLimit} what="Captions" /> : undefined}
          onChange={(e) => setCaption(e.target.value)}
          disabled={send.isPending}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending || captionLimit.isOver}>
            {send.isPending ? 'Sending...' : cents ? `Send for ${formatEuro(cents)}` : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
