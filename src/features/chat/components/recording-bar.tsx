import { cn } from '@/utils/cn';
import type { RecorderState } from '../utils/recorder';
import { formatDuration } from '../utils/time';
import { SendIcon } from '@/components/ui/action-icons';
import { MicIcon, PauseIcon, TrashIcon } from './chat-icons';

interface RecordingBarProps {
  state: Exclude<RecorderState, 'idle'>;
  elapsed: number;
  bars: number[];
  onCancel: () => void;
  onPause: () => void;
  onResume: () => void;
  onSend: () => void;
}

const iconButton = 'flex size-11 shrink-0 items-center justify-center rounded-full transition-colors';

/** Spec §2 Composer while recording: cancel, m:ss, the last 40 bars, pause/resume, send. */
export function RecordingBar({ state, elapsed, bars, onCancel, onPause, onResume, onSend }: RecordingBarProps) {
  const isPaused = state === 'paused';
  return (
    <div className="flex items-center gap-2" data-testid="recording-bar">
      <button
        type="button"
        onClick={onCancel}
        aria-label="Cancel recording"
        className={cn(iconButton, 'text-zinc-300 hover:bg-zinc-800')}
      >
        <TrashIcon className="size-5" />
      </button>
      <span className="flex items-center gap-2 text-sm text-zinc-200 tabular-nums">
        <span
          aria-hidden="true"
          className={cn('size-2.5 rounded-full bg-red-500', !isPaused && 'animate-pulse motion-reduce:animate-none')}
        />
        <span role="timer" aria-label="Recording time">
          {formatDuration(elapsed)}
        </span>
      </span>
      <div
        className="flex h-9 min-w-0 flex-1 items-center justify-end gap-[2px] overflow-hidden"
        aria-hidden="true"
        data-testid="live-waveform"
      >
        {bars.map((height, i) => (
          <span key={i} className="w-[3px] shrink-0 rounded-full bg-brand-400" style={{ height }} />
        ))}
      </div>
      <button
        type="button"
        onClick={isPaused ? onResume : onPause}
        aria-label={isPaused ? 'Resume recording' : 'Pause recording'}
        className={cn(iconButton, 'text-zinc-200 hover:bg-zinc-800')}
      >
        {isPaused ? <MicIcon className="size-5" /> : <PauseIcon className="size-5" />}
      </button>
      <button
        type="button"
        data-primary
        onClick={onSend}
        aria-label="Send voice message"
        className={cn(iconButton, 'bg-brand-600 text-white hover:bg-brand-500')}
      >
        <SendIcon className="size-5" />
      </button>
    </div>
  );
}
