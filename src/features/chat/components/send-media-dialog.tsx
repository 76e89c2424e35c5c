import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { MediaKind } from '@/lib/storage/files';
import { textLimit } from '@/utils/text-limit';
import { MESSAGE_MAX_LENGTH } from './composer';
import { MediaFilePreview } from './media-file-preview';

interface SendMediaDialogProps {
  /** The picked photo or video; null closes the dialog. */
  picked: { file: File; kind: MediaKind } | null;
  otherName: string;
  onSend: (file: File, caption: string) => void;
  onCancel: () => void;
}

/**
 * A photo or video picked in the composer is shown first (issue 28, review m9), with an optional caption:
 * Send sends both as one message, Cancel (or Escape) drops the file.
 */
export function SendMediaDialog({ picked, otherName, onSend, onCancel }: SendMediaDialogProps) {
  const [caption, setCaption] = useState('');
  // The caption is the message's text, so it has the message limit.
  const limit = textLimit(caption, MESSAGE_MAX_LENGTH);
  const what = picked?.kind === 'video' ? 'video' : 'photo';

  const cancel = () => {
    setCaption('');
    onCancel();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Over the limit the caption stays as typed with the counter saying why (never cut, issue 14 §8).
    if (!picked || limit.isOver) return;
    onSend(picked.file, caption);
    setCaption('');
  };

  return (
    <Dialog isOpen={picked !== null} title={`Send ${what} to ${otherName}`} onClose={cancel}>
      {picked ? (
        <form onSubmit={handleSubmit} className="space-y-4">
          <MediaFilePreview file={picked.file} kind={picked.kind} label={`The ${what} you picked`} />
          <Input
            label="Caption (optional)"
            placeholder="Add a caption..."
            value={caption}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={limit.isOver || undefined}
            hint={limit.isNear ? <CharacterCounter limit={limit} what="Captions" /> : undefined}
            onChange={(event) => setCaption(event.target.value)}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={limit.isOver}>
              Send
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
