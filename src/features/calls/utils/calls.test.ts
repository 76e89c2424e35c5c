import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../api/get-call-history';
import { callDay, filterCalls } from './calls';

const call = (id: string, name: string, username: string): CallEntry => ({
  id,
  type: 'missed',
  started_at: '2025-11-20T10:00:00Z',
  duration_seconds: null,
  peer: { id: `p-${id}`, name, username, avatar_url: null },
});
const calls = [
  call('1', 'Luna Rivera', 'lunarivera'),
  call('2', 'Inês Glow', 'inesglow'),
  call('3', 'Kai', 'kaidraws'),
];

describe('filterCalls', () => {
  it('keeps every call for an empty search', () => {
    expect(filterCalls(calls, '  ')).toHaveLength(3);
  });

  it('matches the name, ignoring case and accents', () => {
    expect(filterCalls(calls, 'LUNA').map((c) => c.id)).toEqual(['1']);
    expect(filterCalls(calls, 'ines').map((c) => c.id)).toEqual(['2']);
  });

  it('matches the handle, with or without @', () => {
    expect(filterCalls(calls, '@kaidr').map((c) => c.id)).toEqual(['3']);
  });

  it('finds nothing for a name nobody has', () => {
    expect(filterCalls(calls, 'zz')).toEqual([]);
  });
});

describe('callDay', () => {
  const now = new Date('2025-11-20T12:00:00Z'); // a Thursday
  it('names the weekday within the last week, else a short date', () => {
    expect(callDay('2025-11-17T12:00:00Z', now)).toBe('Monday');
    expect(callDay('2025-11-01T12:00:00Z', now)).toBe('1 Nov');
  });
});
