import { describe, expect, it } from 'vitest';
import {
  barHeight,
  levelOf,
  LIVE_BARS,
  nextRecorderState,
  pickMimeType,
  pushBar,
  recordingProblem,
  type RecorderEvent,
  type RecorderState,
} from './recorder';

describe('recorder state machine', () => {
  it('starts, pauses, resumes and stops', () => {
    let state: RecorderState = 'idle';
    const run = (event: RecorderEvent) => {
      const next = nextRecorderState(state, event);
      if (!next) throw new Error(`${event} refused in ${state}`);
      state = next;
      return state;
    };
    expect(run('start')).toBe('recording');
    expect(run('pause')).toBe('paused');
    expect(run('resume')).toBe('recording');
    expect(run('stop')).toBe('idle');
  });

  it('can cancel or fail from recording and from paused', () => {
    for (const from of ['recording', 'paused'] as const) {
      expect(nextRecorderState(from, 'cancel')).toBe('idle');
      expect(nextRecorderState(from, 'fail')).toBe('idle');
      expect(nextRecorderState(from, 'stop')).toBe('idle');
    }
  });

  it('refuses events that make no sense in the current state', () => {
    expect(nextRecorderState('idle', 'pause')).toBeNull();
    expect(nextRecorderState('idle', 'stop')).toBeNull();
    expect(nextRecorderState('recording', 'start')).toBeNull();
    expect(nextRecorderState('recording', 'resume')).toBeNull();
    expect(nextRecorderState('paused', 'pause')).toBeNull();
  });
});

describe('pickMimeType', () => {
  it('prefers webm/opus, then webm, then the browser default', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(pickMimeType(() => false)).toBe('');
  });
});

describe('recordingProblem', () => {
  it('refuses an empty recording and one under 500 bytes, accepts 500 and more', () => {
    expect(recordingProblem(0, 0)).toBe('Recording failed: no audio data captured.');
    expect(recordingProblem(3, 0)).toBe('Recording failed: no audio data captured.');
    expect(recordingProblem(2, 499)).toBe('Recording failed: audio file too small.');
    expect(recordingProblem(2, 500)).toBeNull();
  });
});

describe('live waveform', () => {
  it('keeps only the last 40 bars', () => {
    let bars: number[] = [];
    for (let i = 0; i < 55; i++) bars = pushBar(bars, i / 55);
    expect(bars).toHaveLength(LIVE_BARS);
    expect(bars.at(-1)).toBe(barHeight(54 / 55));
  });

  it('draws bars between 6 and 36 px', () => {
    expect(barHeight(0)).toBe(6);
    expect(barHeight(1)).toBe(36);
    expect(barHeight(5)).toBe(36);
    expect(barHeight(Number.NaN)).toBe(6);
  });

  it('reads silence as 0 and a loud signal as a tall bar', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 200 : 56));
    expect(levelOf(loud)).toBe(1);
  });
});
