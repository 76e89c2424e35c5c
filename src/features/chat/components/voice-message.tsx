import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/utils/cn';
import { PlayIcon } from '@/components/ui/action-icons';
import { useSignedUrl } from '@/lib/storage/signed-urls';
import { voicePlayback, waveformFor } from '../utils/playback';
import { formatDuration } from '../utils/time';
import { PauseIcon } from './chat-icons';

interface VoiceMessageProps {
  id: string;
  path: string;
  duration: number | null;
  isOwn: boolean;
}

/** Spec §2/§4: play/pause, a 45-bar waveform that fills with progress, m:ss; one plays at a time. */
export function VoiceMessage({ id, path, duration, isOwn }: VoiceMessageProps) {
  const url = useSignedUrl('chat-media', path);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const bars = useMemo(() => waveformFor(id), [id]);
  const total = duration ?? 0;
  const progress = total > 0 ? Math.min(1, position / total) : 0;

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio) {
        audio.pause();
        voicePlayback.stopped(audio);
      }
    };
  }, []);

  const reset = () => {
    setIsPlaying(false);
    setPosition(0);
    if (audioRef.current) {
      voicePlayback.stopped(audioRef.current);
      audioRef.current.currentTime = 0;
    }
  };

  const handleToggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    voicePlayback.willPlay(audio);
    // A failed start (no source, decode error) clears the playing state silently (spec §4).
    audio.play().then(() => setIsPlaying(true), reset);
  };

  return (
    <div className="flex w-64 max-w-full items-center gap-2.5 py-1">
      <button
        type="button"
        onClick={handleToggle}
        disabled={!url.data}
        aria-label={isPlaying ? 'Pause voice message' : 'Play voice message'}
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full disabled:opacity-50',
          isOwn ? 'bg-white text-brand-700' : 'bg-brand-600 text-white',
        )}
      >
        {isPlaying ? <PauseIcon className="size-4" /> : <PlayIcon className="ml-0.5 size-4" />}
      </button>
      <div
        className="flex h-9 min-w-0 flex-1 items-center justify-between"
        role="progressbar"
        aria-label="Playback"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        {bars.map((height, i) => (
          <span
            key={i}
            className={cn(
              'w-[2px] shrink-0 rounded-full transition-colors',
              (i + 0.5) / bars.length <= progress
                ? isOwn
                  ? 'bg-white'
                  : 'bg-brand-400'
                : isOwn
                  ? 'bg-white/40'
                  : 'bg-zinc-500',
            )}
            style={{ height: `${Math.round(height * 100)}%` }}
          />
        ))}
      </div>
      <span className="w-9 shrink-0 text-right text-xs tabular-nums">
        {formatDuration(isPlaying || position > 0 ? position : total)}
      </span>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- voice notes have no caption track */}
      <audio
        ref={audioRef}
        src={url.data}
        preload="none"
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onPause={(event) => {
          setIsPlaying(false);
          voicePlayback.stopped(event.currentTarget);
        }}
        onEnded={reset}
        onError={reset}
      />
    </div>
  );
}
