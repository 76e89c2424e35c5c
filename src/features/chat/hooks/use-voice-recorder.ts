import { useCallback, useEffect, useRef, useState } from 'react';
import { chatMessages, voiceFileName } from '../utils/media-files';
import {
  levelOf,
  nextRecorderState,
  pickMimeType,
  pushBar,
  type RecorderEvent,
  type RecorderState,
  recordingProblem,
  SLICE_MS,
  TIMER_TICK_MS,
} from '../utils/recorder';

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext | null;
  chunks: Blob[];
  /** Milliseconds recorded before the current stretch, and when the current stretch began. */
  recordedMs: number;
  resumedAt: number | null;
  shouldSend: boolean;
  sampler: ReturnType<typeof setInterval> | null;
}

interface VoiceRecorderOptions {
  onRecorded: (file: File, durationSeconds: number) => void;
}

/** Spec §4/§5 voice recording around MediaRecorder, driven by the idle/recording/paused machine. */
export function useVoiceRecorder({ onRecorded }: VoiceRecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [bars, setBars] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const stateRef = useRef<RecorderState>('idle');
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const go = useCallback((event: RecorderEvent) => {
    const next = nextRecorderState(stateRef.current, event);
    if (next) {
      stateRef.current = next;
      setState(next);
    }
    return next !== null;
  }, []);

  const activeMs = (s: Session) => s.recordedMs + (s.resumedAt === null ? 0 : performance.now() - s.resumedAt);

  const release = useCallback((s: Session) => {
    if (s.sampler) clearInterval(s.sampler);
    s.stream.getTracks().forEach((track) => track.stop());
    void s.audio?.close().catch(() => undefined);
    if (session.current === s) session.current = null;
  }, []);

  const reset = () => {
    setElapsed(0);
    setBars([]);
  };

  const start = useCallback(async () => {
    if (stateRef.current !== 'idle') return;
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (err) {
      console.error('Microphone unavailable', err);
      setError(chatMessages.micUnavailable);
      return;
    }
    const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const s: Session = {
      stream,
      recorder,
      audio: null,
      chunks: [],
      recordedMs: 0,
      resumedAt: null,
      shouldSend: false,
      sampler: null,
    };
    session.current = s;
    try {
      // The live waveform: an analyser on the microphone, sampled once per data slice.
      const audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 256;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      s.audio = audio;
      s.sampler = setInterval(() => {
        if (s.recorder.state !== 'recording') return;
        analyser.getByteTimeDomainData(samples);
        setBars((current) => pushBar(current, levelOf(samples)));
      }, SLICE_MS);
    } catch (err) {
      console.error('No live waveform', err); // recording still works without it
    }
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) s.chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(s);
      if (!s.shouldSend) return;
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(s.chunks, { type });
      const problem = recordingProblem(s.chunks.length, blob.size);
      if (problem) {
        setError(problem);
        reset();
        return;
      }
      onRecordedRef.current(new File([blob], voiceFileName(), { type }), Math.round(s.recordedMs / 10) / 100);
      reset();
    };
    reset();
    recorder.start(SLICE_MS);
    s.resumedAt = performance.now();
    go('start');
  }, [go, release]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || !go('pause')) return;
    s.recorder.pause();
    s.recordedMs = activeMs(s);
    s.resumedAt = null;
    // Paused, the timer shows the time actually recorded, even if a tick was running late.
    setElapsed(Math.floor(s.recordedMs / TIMER_TICK_MS));
  }, [go]);

  const resume = useCallback(() => {
    const s = session.current;
    if (!s || !go('resume')) return;
    s.recorder.resume();
    s.resumedAt = performance.now();
  }, [go]);

  const finish = useCallback(
    (event: 'stop' | 'cancel') => {
      const s = session.current;
      if (!s || !go(event)) return;
      s.recordedMs = activeMs(s);
      s.resumedAt = null;
      s.shouldSend = event === 'stop';
      if (event === 'cancel') reset();
      if (s.recorder.state === 'inactive') release(s);
      else s.recorder.stop();
    },
    [go, release],
  );

  // The timer ticks each second while recording (spec §9), from the recorded time, not wall time:
  // each tick is timed to the next whole recorded second, so a pause mid-second does not shift it.
  useEffect(() => {
    if (state !== 'recording') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const s = session.current;
      if (!s) return;
      const ms = activeMs(s);
      setElapsed(Math.floor(ms / TIMER_TICK_MS));
      timer = setTimeout(tick, TIMER_TICK_MS - (ms % TIMER_TICK_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [state]);

  // Leaving the chat mid-recording discards it and frees the microphone.
  useEffect(
    () => () => {
      const s = session.current;
      if (!s) return;
      s.shouldSend = false;
      if (s.recorder.state !== 'inactive') s.recorder.stop();
      release(s);
    },
    [release],
  );

  return {
    state,
    elapsed,
    bars,
    error,
    clearError: () => setError(null),
    start,
    pause,
    resume,
    stop: () => finish('stop'),
    cancel: () => finish('cancel'),
  };
}
