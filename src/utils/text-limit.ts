/** The counter appears once a text reaches this share of its limit. */
const NEAR_SHARE = 0.9;

export interface TextLimit {
  /** Characters as the database counts them (`char_length` of the trimmed text that is sent). */
  length: number;
  max: number;
  isNear: boolean;
  isOver: boolean;
}

/**
 * Where a typed text stands against its database limit (issue 14 §8). Fields have no `maxLength`,
 * which would cut pasted text silently; they show this and refuse to send instead. Counted in code
 * points like Postgres, so an emoji is one character, not two.
 */
export function textLimit(text: string, max: number): TextLimit {
  const length = [...text.trim()].length;
  return { length, max, isNear: length >= Math.floor(max * NEAR_SHARE), isOver: length > max };
}
