import { describe, expect, it, vi } from 'vitest';
import { createPlaybackCoordinator, PLAYBACK_BARS, waveformFor } from './playback';

const player = () => ({ pause: vi.fn() });

describe('playback coordinator', () => {
  it('pauses the playing message when another one starts', () => {
    const coordinator = createPlaybackCoordinator();
    const [a, b] = [player(), player()];
    coordinator.willPlay(a);
    coordinator.willPlay(b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect(coordinator.isCurrent(b)).toBe(true);
  });

  it('does not pause a message that plays again, nor one that already stopped', () => {
    const coordinator = createPlaybackCoordinator();
    const [a, b] = [player(), player()];
    coordinator.willPlay(a);
    coordinator.willPlay(a);
    expect(a.pause).not.toHaveBeenCalled();
    coordinator.stopped(a);
    coordinator.willPlay(b);
    expect(a.pause).not.toHaveBeenCalled();
  });

  it('ignores a stop from a player that is no longer current', () => {
    const coordinator = createPlaybackCoordinator();
    const [a, b] = [player(), player()];
    coordinator.willPlay(a);
    coordinator.willPlay(b);
    coordinator.stopped(a);
    expect(coordinator.isCurrent(b)).toBe(true);
  });
});

describe('waveformFor', () => {
  it('draws 45 bars, the same for the same message and different for another', () => {
    const bars = waveformFor('m1');
    expect(bars).toHaveLength(PLAYBACK_BARS);
    expect(bars.every((h) => h >= 0.2 && h <= 1)).toBe(true);
    expect(waveformFor('m1')).toEqual(bars);
    expect(waveformFor('m2')).not.toEqual(bars);
  });
});
