import { chatMessages } from './media-files';

/** Spec §4 "Recording": idle → recording ⇄ paused; stop, cancel or a failure end it. */
export type RecorderState = 'idle' | 'recording' | 'paused';
export type RecorderEvent = 'start' | 'pause' | 'resume' | 'stop' | 'cancel' | 'fail';

const transitions: Record<RecorderState, Partial<Record<RecorderEvent, RecorderState>>> = {
  idle: { start: 'recording' },
  recording: { pause: 'paused', stop: 'idle', cancel: 'idle', fail: 'idle' },
  paused: { resume: 'recording', stop: 'idle', cancel: 'idle', fail: 'idle' },
};

/** The next state, or null when the event makes no sense now (a double tap, a late callback). */
export function nextRecorderState(state: RecorderState, event: RecorderEvent): RecorderState | null {
  return transitions[state][event] ?? null;
}

/** Spec §5: webm with opus, then plain webm, then the browser's default (''). */
export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const;

export function pickMimeType(isSupported: (type: string) => boolean): string {
  return PREFERRED_MIME_TYPES.find((type) => isSupported(type)) ?? '';
}

/** Spec §9: data is sliced every 100 ms; the timer ticks each second. */
export const SLICE_MS = 100;
export const TIMER_TICK_MS = 1000;
/** Spec §5 and §9: anything under 500 bytes is not a real recording. */
export const MIN_VOICE_BYTES = 500;

/** Spec §5: why a finished recording cannot be sent, or null when it can. */
export function recordingProblem(chunkCount: number, bytes: number): string | null {
  if (chunkCount === 0 || bytes === 0) return chatMessages.noAudio;
  if (bytes < MIN_VOICE_BYTES) return chatMessages.tooSmall;
  return null;
}

/** Spec §9: the last 40 bars are shown while recording, 6 to 36 px high when sound is present. */
export const LIVE_BARS = 40;
export const BAR_MIN_PX = 6;
export const BAR_MAX_PX = 36;

/** Height for a level between 0 (silence) and 1 (full scale). */
export function barHeight(level: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(level) ? level : 0));
  return Math.round(BAR_MIN_PX + clamped * (BAR_MAX_PX - BAR_MIN_PX));
}

export function pushBar(bars: readonly number[], level: number): number[] {
  return [...bars, barHeight(level)].slice(-LIVE_BARS);
}

/** The loudness of one analyser frame (unsigned 8-bit samples around 128), scaled so speech fills the bar. */
export function levelOf(samples: Uint8Array): number {
  if (!samples.length) return 0;
  let sum = 0;
  for (const s of samples) sum += ((s - 128) / 128) ** 2;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}
