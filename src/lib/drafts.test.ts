import { describe, expect, it } from 'vitest';
import { clearDrafts, readDraft, writeDraft } from './drafts';

describe('drafts (issue 28)', () => {
  it('keeps a draft per user and per field, and removes it when emptied', () => {
    writeDraft('post', 'user-a', 'Half a thought');
    expect(readDraft('post', 'user-a')).toBe('Half a thought');
    expect(readDraft('post', 'user-b')).toBe('');
    expect(readDraft('comment', 'user-a')).toBe('');
    writeDraft('post', 'user-a', '   ');
    expect(readDraft('post', 'user-a')).toBe('');
    expect(window.localStorage.length).toBe(0);
  });

  it('clears every account’s drafts and nothing else', () => {
    writeDraft('post', 'user-a', 'one');
    writeDraft('post', 'user-b', 'two');
    window.localStorage.setItem('velvet.welcomeDismissed.user-a', '1');
    clearDrafts();
    expect(readDraft('post', 'user-a')).toBe('');
    expect(readDraft('post', 'user-b')).toBe('');
    expect(window.localStorage.getItem('velvet.welcomeDismissed.user-a')).toBe('1');
  });
});
