import { describe, expect, it } from 'vitest';
import { closedReplyBox, replyBoxReducer, type ReplyBoxAction, type ReplyBoxState } from './reply-box-state';

const run = (...actions: ReplyBoxAction[]): ReplyBoxState => actions.reduce(replyBoxReducer, closedReplyBox);

describe('reply box (spec §4 Reply)', () => {
  it('opens under the comment whose Reply was clicked', () => {
    expect(run({ type: 'toggle', commentId: 'c1' })).toEqual({ openId: 'c1', text: '' });
  });

  it('closes and clears on a second click of the same Reply', () => {
    const state = run(
      { type: 'toggle', commentId: 'c1' },
      { type: 'type', text: 'hey' },
      { type: 'toggle', commentId: 'c1' },
    );
    expect(state).toEqual(closedReplyBox);
    // Re-opening starts empty, not with the old draft.
    expect(replyBoxReducer(state, { type: 'toggle', commentId: 'c1' }).text).toBe('');
  });

  it('closes and clears on a click outside', () => {
    expect(run({ type: 'toggle', commentId: 'c1' }, { type: 'type', text: 'hey' }, { type: 'outside' })).toEqual(
      closedReplyBox,
    );
  });

  it('keeps only one open: Reply on another comment moves the box there, empty', () => {
    const state = run(
      { type: 'toggle', commentId: 'c1' },
      { type: 'type', text: 'draft' },
      { type: 'toggle', commentId: 'c2' },
    );
    expect(state).toEqual({ openId: 'c2', text: '' });
  });

  it('closes after a reply is submitted', () => {
    expect(run({ type: 'toggle', commentId: 'c1' }, { type: 'type', text: 'hi' }, { type: 'submitted' })).toEqual(
      closedReplyBox,
    );
  });

  it('ignores typing while no box is open', () => {
    expect(run({ type: 'type', text: 'lost' })).toBe(closedReplyBox);
  });
});
