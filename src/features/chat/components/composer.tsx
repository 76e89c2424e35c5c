import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { CharacterCounter } from '@/components/ui/character-counter';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { cn } from '@/utils/cn';
import { textLimit } from '@/utils/text-limit';
import { useKeptFocus } from '../hooks/use-kept-focus';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { LockIcon, SendIcon } from '@/components/ui/action-icons';
import { MicIcon, PaperclipIcon, SmileIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';
import { RecordingBar } from './recording-bar';

interface ComposerProps {
  isUploading: boolean;
  problem: string | null;
  onSendText: (text: string) => void;
  onPickFile: (file: File) => void;
  onSendVoice: (file: File, durationSeconds: number) => void;
  onTyping: () => void;
  /** Creators only: opens the paid photo/video dialog (issue 13 §5). */
  onSendPaid?: () => void;
}

/** messages.content: char_length <= 2000 (spec §5). */
export const MESSAGE_MAX_LENGTH = 2000;

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-300 transition-colors hover:bg-zinc-800 hover:text-white disabled:opacity-50';

/** Spec §2 Composer: attach, Message field, emoji, and send when there is text, else the microphone. */
export function Composer({
  isUploading,
  problem,
  onSendText,
  onPickFile,
  onSendVoice,
  onTyping,
  onSendPaid,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [isEmojiOpen, setIsEmojiOpen] = useState(false);
  // Opened with Enter or Space: the picker takes focus. A tap leaves it where it was, so a phone's
  // keyboard does not cover the emoji the user is about to tap.
  const [isEmojiByKeyboard, setIsEmojiByKeyboard] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const recorder = useVoiceRecorder({ onRecorded: onSendVoice });
  const counterId = useId();
  const limit = textLimit(text, MESSAGE_MAX_LENGTH);
  const canSend = text.trim().length > 0;

  // Spec §4: append, clear the input and close the picker, then send (the parent sends).
  const handleSend = () => {
    // Over the limit the text stays in the field with the counter saying why (never cut, issue 14 §8).
    if (!canSend || limit.isOver || isUploading) return;
    onSendText(text);
    setText('');
    setIsEmojiOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSend();
    }
  };

  const handleOutside = (event: MouseEvent) => {
    if (emojiButtonRef.current?.contains(event.target as Node)) return; // the button toggles by itself
    setIsEmojiOpen(false);
  };

  const shown = recorder.error ?? problem;
  const rootRef = useRef<HTMLDivElement>(null);
  const keptFocus = useKeptFocus(rootRef, `${isUploading}|${recorder.state}`);
  return (
    <div
      ref={rootRef}
      onFocus={keptFocus.onFocus}
      onBlur={keptFocus.onBlur}
      className="relative border-t border-zinc-800 bg-zinc-950 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {recorder.state !== 'idle' ? (
        <RecordingBar
          state={recorder.state}
          elapsed={recorder.elapsed}
          bars={recorder.bars}
          onCancel={recorder.cancel}
          onPause={recorder.pause}
          onResume={recorder.resume}
          onSend={recorder.stop}
        />
      ) : (
        <div className="flex items-center gap-1">
          <HiddenFileInput ref={fileRef} accept="image/*,video/*" onFile={onPickFile} testId="chat-file" />
          <button
            type="button"
            className={iconButton}
            aria-label="Attach photo or video"
            disabled={isUploading}
            onClick={() => fileRef.current?.click()}
          >
            <PaperclipIcon className="size-5" />
          </button>
          {onSendPaid ? (
            <button
              type="button"
              className={iconButton}
              aria-label="Send paid photo or video"
              disabled={isUploading}
              onClick={onSendPaid}
            >
              <LockIcon className="size-5" />
            </button>
          ) : null}
          <div className="flex min-w-0 flex-1 items-center rounded-full border border-control-edge bg-zinc-900 focus-within:border-brand-400 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-400">
            <input
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) onTyping();
              }}
              onKeyDown={handleKeyDown}
              disabled={isUploading}
              placeholder="Message"
              aria-label="Message"
              enterKeyHint="send"
              aria-invalid={limit.isOver || undefined}
              aria-describedby={limit.isNear ? counterId : undefined}
              className="min-w-0 flex-1 bg-transparent px-4 py-2.5 text-base text-zinc-100 placeholder:text-muted focus:outline-none disabled:opacity-60 sm:text-sm"
            />
            <button
              ref={emojiButtonRef}
              type="button"
              className={cn(iconButton, isEmojiOpen && 'text-brand-400')}
              aria-label="Emoji"
              aria-expanded={isEmojiOpen}
              disabled={isUploading}
              onClick={(event) => {
                // detail 0: a click made by the keyboard, not a pointer.
                setIsEmojiByKeyboard(event.detail === 0);
                setIsEmojiOpen((open) => !open);
              }}
            >
              <SmileIcon className="size-5" />
            </button>
            {/* Here in the DOM so Tab goes from the emoji button into the picker and on to Send. */}
            {isEmojiOpen ? (
              <EmojiPicker
                focusOnOpen={isEmojiByKeyboard}
                onSelect={(emoji) => setText((current) => current + emoji)}
                onClickOutside={handleOutside}
                onEscape={() => {
                  setIsEmojiOpen(false);
                  emojiButtonRef.current?.focus();
                }}
              />
            ) : null}
          </div>
          {canSend ? (
            <button
              type="button"
              data-primary
              onClick={handleSend}
              disabled={isUploading || limit.isOver}
              aria-label="Send"
              className={cn(iconButton, 'bg-brand-600 text-white hover:bg-brand-500')}
            >
              <SendIcon className="size-5" />
            </button>
          ) : (
            <button
              type="button"
              data-primary
              onClick={() => void recorder.start()}
              disabled={isUploading}
              aria-label="Record voice message"
              className={iconButton}
            >
              <MicIcon className="size-5" />
            </button>
          )}
        </div>
      )}
      <CharacterCounter id={counterId} limit={limit} what="Messages" className="px-3 pt-1" />
      {isUploading ? (
        <p role="status" className="px-3 pt-1 text-xs text-zinc-400">
          Uploading...
        </p>
      ) : null}
      {shown ? (
        <Alert tone="error" className="mx-1 mt-2 py-2">
          {shown}
        </Alert>
      ) : null}
    </div>
  );
}
