import { describe, expect, it } from 'vitest';
import { messageRow } from '@/testing/chat-fixtures';
import type { MessageRow } from '../api/types';
import { announcementFor } from './announce';

const row = (over: Partial<MessageRow>): MessageRow => ({
  ...messageRow('6f1c8c1e-1d2b-4c1a-9a57-000000000001', '2026-11-24T10:00:00Z'),
  content: null,
  ...over,
});

describe('announcementFor', () => {
  it('says who wrote and what', () => {
    expect(announcementFor(row({ content: ' See you at 8 ' }), 'Luna')).toBe('Luna: See you at 8');
    expect(announcementFor(row({ media_type: 'image', content: 'look' }), 'Luna')).toBe('Luna sent a photo: look');
    expect(announcementFor(row({ media_type: 'voice' }), 'Luna')).toBe('Luna sent a voice message');
    expect(announcementFor(row({ media_type: 'video', price_cents: 500 }), 'Luna')).toBe('Luna sent a paid video');
    expect(announcementFor(row({ tip_cents: 250 }), 'Ana')).toMatch(/^Ana sent you a €2[.,]50 tip$/);
  });
});
