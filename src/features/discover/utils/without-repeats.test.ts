import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './without-repeats';

const ids = (...list: string[]) => list.map((id) => ({ id }));

describe('withoutRepeats', () => {
  it('leaves out what is already shown and any repeat within the list', () => {
    expect(withoutRepeats(ids('a', 'b', 'c', 'b', 'd'), ids('c'), 10)).toEqual(ids('a', 'b', 'd'));
  });

  it('stops at the limit after leaving repeats out', () => {
    expect(withoutRepeats(ids('a', 'b', 'c', 'd'), ids('a'), 2)).toEqual(ids('b', 'c'));
  });

  it('keeps everything when nothing is shown yet', () => {
    expect(withoutRepeats(ids('a', 'b'), [], 10)).toEqual(ids('a', 'b'));
  });
});
