import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, useTransientNotice } from './use-transient-notice';

describe('useTransientNotice (issue 14: banners clear when superseded or after a short time)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears a success after 4 s and an error after 8 s', () => {
    const { result } = renderHook(() => useTransientNotice());
    act(() => result.current[1]({ tone: 'success', text: 'Saved' }));
    act(() => vi.advanceTimersByTime(NOTICE_MS.success - 1));
    expect(result.current[0]?.text).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();

    act(() => result.current[1]({ tone: 'error', text: 'Failed' }));
    act(() => vi.advanceTimersByTime(NOTICE_MS.success));
    expect(result.current[0]?.text).toBe('Failed');
    act(() => vi.advanceTimersByTime(NOTICE_MS.error - NOTICE_MS.success));
    expect(result.current[0]).toBeNull();
  });

  it('replaces an old success with a later error at once, with the error its own full time', () => {
    const { result } = renderHook(() => useTransientNotice());
    act(() => result.current[1]({ tone: 'success', text: 'Profile updated successfully!' }));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => result.current[1]({ tone: 'error', text: 'Failed to upload avatar. Please try again.' }));
    expect(result.current[0]).toEqual({ tone: 'error', text: 'Failed to upload avatar. Please try again.' });
    act(() => vi.advanceTimersByTime(NOTICE_MS.error - 1));
    expect(result.current[0]?.tone).toBe('error');
  });

  it('restarts the time when the same text is shown again, and clear removes it at once', () => {
    const { result } = renderHook(() => useTransientNotice());
    act(() => result.current[1]({ tone: 'error', text: 'Failed' }));
    act(() => vi.advanceTimersByTime(NOTICE_MS.error - 100));
    act(() => result.current[1]({ tone: 'error', text: 'Failed' }));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current[0]?.text).toBe('Failed');
    act(() => result.current[2]());
    expect(result.current[0]).toBeNull();
  });
});
