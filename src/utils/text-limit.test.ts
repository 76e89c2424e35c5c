import { describe, expect, it } from 'vitest';
import { textLimit } from './text-limit';

describe('textLimit', () => {
  it('counts what is sent: trimmed, an emoji as one character like Postgres char_length', () => {
    expect(textLimit('  hi  ', 10).length).toBe(2);
    expect(textLimit('😀😀', 10).length).toBe(2);
  });

  it('is near from 90% of the limit and over only past it', () => {
    expect(textLimit('a'.repeat(1799), 2000)).toMatchObject({ isNear: false, isOver: false });
    expect(textLimit('a'.repeat(1800), 2000)).toMatchObject({ isNear: true, isOver: false });
    expect(textLimit('a'.repeat(2000), 2000)).toMatchObject({ isNear: true, isOver: false });
    expect(textLimit('a'.repeat(2001), 2000)).toMatchObject({ isNear: true, isOver: true });
  });
});
