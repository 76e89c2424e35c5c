export interface Playable {
  pause(): void;
}

/**
 * Spec §4 "Voice playback": one voice message plays at a time. Starting one pauses whichever was
 * playing; a player that stops (paused, ended, failed) lets go so nothing holds a stale reference.
 */
export function createPlaybackCoordinator() {
  let current: Playable | null = null;
  return {
    willPlay(player: Playable) {
      if (current && current !== player) current.pause();
      current = player;
    },
    stopped(player: Playable) {
      if (current === player) current = null;
    },
    isCurrent: (player: Playable) => current === player,
  };
}

/** The page-wide coordinator every voice bubble registers with. */
export const voicePlayback = createPlaybackCoordinator();

export const PLAYBACK_BARS = 45;

/**
 * Bar heights (0.2–1) for a voice message's waveform, stable per message: derived from its id, so
 * the same message always draws the same shape without downloading and decoding the audio first.
 */
export function waveformFor(seed: string, bars: number = PLAYBACK_BARS): number[] {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return Array.from({ length: bars }, (_, i) => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ i;
    const noise = ((h >>> 0) % 1000) / 1000;
    const envelope = Math.sin((Math.PI * (i + 1)) / (bars + 1));
    return Math.round((0.2 + 0.8 * (0.35 * envelope + 0.65 * noise)) * 100) / 100;
  });
}
