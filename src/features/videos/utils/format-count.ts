const UNITS: ReadonlyArray<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * Video feed counts (spec §9): 1000 or more read like `1.2K`. One decimal, rounded down so a
 * count never looks bigger than it is (999 999 is `999.9K`, not `1000K`), and no `.0`.
 */
export function formatCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  for (const [size, suffix] of UNITS) {
    if (n >= size) {
      const value = Math.floor((n / size) * 10) / 10;
      return `${value.toFixed(1).replace(/\.0$/, '')}${suffix}`;
    }
  }
  return String(n);
}
