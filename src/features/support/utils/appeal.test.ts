import { describe, expect, it } from 'vitest';
import { appealDraft, parseAppeal } from './appeal';

const ID = '6f1b8f6e-2c1d-4d0a-9a57-5b3e7f1c2a90';

describe('parseAppeal', () => {
  it('reads the kind and id of a removed item', () => {
    expect(parseAppeal(`?appeal=post:${ID}`)).toEqual({ kind: 'post', id: ID });
    expect(parseAppeal(`?appeal=Message:${ID.toUpperCase()}`)).toEqual({ kind: 'message', id: ID });
  });

  it('ignores anything else', () => {
    for (const search of ['', '?appeal=', `?appeal=profile:${ID}`, '?appeal=post:1', `?appeal=post:${ID}x`]) {
      expect(parseAppeal(search)).toBeNull();
    }
  });
});

describe('appealDraft', () => {
  it('names a post by its link and a comment or message by its id, leaving the reason to the user', () => {
    expect(appealDraft({ kind: 'post', id: ID }, 'https://velvet.example')).toEqual({
      category: 'content',
      message: `Please review the removal of my post https://velvet.example/post/${ID}.\n\nWhy it does not break the guidelines: `,
    });
    expect(appealDraft({ kind: 'comment', id: ID }, 'https://velvet.example').message).toMatch(
      new RegExp(`^Please review the removal of my comment ${ID}\\.`),
    );
  });
});
