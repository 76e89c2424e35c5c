import { describe, expect, it } from 'vitest';
import { collapseBio } from './bio';

describe('collapseBio', () => {
  it('shows a one-line bio whole, with nothing more to show', () => {
    expect(collapseBio('Strength coach.')).toEqual({ firstLine: 'Strength coach.', hasMore: false });
  });

  it('keeps the first line and offers the rest', () => {
    expect(collapseBio('Chef.\nSunday feasts.')).toEqual({ firstLine: 'Chef.', hasMore: true });
    expect(collapseBio('Chef.\r\n\r\nSunday feasts.')).toEqual({ firstLine: 'Chef.', hasMore: true });
  });

  it('ignores trailing blank lines', () => {
    expect(collapseBio('Chef.\n\n  ')).toEqual({ firstLine: 'Chef.', hasMore: false });
  });

  it('cuts a very long first line at a word boundary', () => {
    const long = `${'word '.repeat(40)}end`;
    const { firstLine, hasMore } = collapseBio(long, 50);
    expect(hasMore).toBe(true);
    expect(firstLine.endsWith('…')).toBe(true);
    expect(firstLine.length).toBeLessThanOrEqual(51);
    expect(firstLine).not.toMatch(/wor…$/);
  });

  it('has nothing to show for an empty bio', () => {
    expect(collapseBio(null)).toEqual({ firstLine: '', hasMore: false });
    expect(collapseBio('   ')).toEqual({ firstLine: '', hasMore: false });
  });
});
