import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectUnlocked, registerUnlockedMedia, settleUnlockedFocus, unlockedKey } from './unlocked-focus';

const KEY = unlockedKey('post', 'b0000000-0000-4000-8000-000000000017');

function openDialog() {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  document.body.append(dialog);
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  // Leave nothing pending for the next test.
  registerUnlockedMedia(KEY, () => {})();
});

describe('focus after an unlock', () => {
  it('waits while the sheet is open, then focuses the unlocked media once the sheet has closed', () => {
    const focus = vi.fn();
    const dialog = openDialog();
    const unregister = registerUnlockedMedia(KEY, focus);
    expectUnlocked(KEY);
    expect(focus).not.toHaveBeenCalled();
    dialog.remove();
    settleUnlockedFocus();
    expect(focus).toHaveBeenCalledTimes(1);
    settleUnlockedFocus();
    expect(focus).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('focuses media that shows after the sheet closed (the refetch came later)', () => {
    const focus = vi.fn();
    expectUnlocked(KEY);
    expect(focus).not.toHaveBeenCalled();
    const unregister = registerUnlockedMedia(KEY, focus);
    expect(focus).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('leaves focus where the user has moved it meanwhile, and ignores other items', () => {
    const focus = vi.fn();
    const other = vi.fn();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const unregisterOther = registerUnlockedMedia(unlockedKey('message', 'm1'), other);
    expectUnlocked(KEY);
    const unregister = registerUnlockedMedia(KEY, focus);
    expect(focus).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    unregister();
    unregisterOther();
  });

  it('takes focus from the screen where a navigation put it (back from a top-up)', () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    main.focus();
    const focus = vi.fn();
    expectUnlocked(KEY);
    const unregister = registerUnlockedMedia(KEY, focus);
    expect(focus).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('gives up on media that never shows', () => {
    vi.useFakeTimers();
    const focus = vi.fn();
    expectUnlocked(KEY);
    vi.advanceTimersByTime(16_000);
    const unregister = registerUnlockedMedia(KEY, focus);
    expect(focus).not.toHaveBeenCalled();
    unregister();
  });
});
