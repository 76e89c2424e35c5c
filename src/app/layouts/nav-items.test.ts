import { describe, expect, it } from 'vitest';
import { accountItems, isCurrentEntry, navTarget, sideNavItems } from './nav-items';

const fan = { isCreator: false, isModerator: false };
const creator = { isCreator: true, isModerator: false };
const moderator = { isCreator: false, isModerator: true };

const labels = (items: ReadonlyArray<{ label: string }>) => items.map((item) => item.label);

describe('sideNavItems', () => {
  it('is the spec’s side navigation for a fan, with Subscriptions after Following', () => {
    expect(labels(sideNavItems(fan))).toEqual([
      'Home',
      'Discover',
      'Notifications',
      'Chats',
      'Become a Creator',
      'Following',
      'Subscriptions',
      'Wallet',
      'Profile',
    ]);
  });

  it('gives a creator Earnings instead of Become a Creator, and a Wallet entry that opens their balance', () => {
    const items = sideNavItems(creator);
    expect(labels(items)).not.toContain('Become a Creator');
    expect(labels(items)[4]).toBe('Earnings');
    const wallet = items.find((item) => item.id === 'wallet')!;
    expect(navTarget(wallet)).toEqual({ pathname: '/wallet', hash: '#balance' });
    expect(navTarget(items[4]!)).toEqual({ pathname: '/wallet', hash: '' });
  });

  it('adds Moderation for moderators only', () => {
    expect(labels(sideNavItems(moderator)).at(-1)).toBe('Moderation');
    expect(labels(sideNavItems(fan))).not.toContain('Moderation');
  });
});

describe('accountItems (the phone’s Settings tab)', () => {
  it('carries every side-navigation entry the bottom bar does not', () => {
    for (const viewer of [fan, creator, moderator]) {
      const offered = new Set([...labels(accountItems(viewer)), 'Home', 'Discover', 'Chats', 'Profile']);
      for (const label of labels(sideNavItems(viewer))) expect(offered).toContain(label);
    }
  });

  it('puts a creator’s earnings first and offers them no application', () => {
    expect(labels(accountItems(creator))).toEqual([
      'Earnings',
      'Wallet',
      'Subscriptions',
      'Notifications',
      'Following',
    ]);
  });
});

describe('isCurrentEntry', () => {
  const items = sideNavItems(creator);
  const earnings = items.find((item) => item.id === 'earnings')!;
  const wallet = items.find((item) => item.id === 'wallet')!;

  it('marks a creator’s Earnings current on /wallet, and Wallet only at the balance', () => {
    expect(isCurrentEntry(earnings, items, '')).toBe(true);
    expect(isCurrentEntry(wallet, items, '')).toBe(false);
    expect(isCurrentEntry(earnings, items, '#balance')).toBe(false);
    expect(isCurrentEntry(wallet, items, '#balance')).toBe(true);
  });

  it('ignores a section no entry claims', () => {
    expect(isCurrentEntry(earnings, items, '#elsewhere')).toBe(true);
  });
});
