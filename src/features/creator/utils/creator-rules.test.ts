import { describe, expect, it } from 'vitest';
import { countries, isAdult, latestAdultBirthDate } from './creator-rules';

const today = new Date('2026-03-15T10:00:00Z');

describe('isAdult', () => {
  it('is true from the 18th birthday on, false the day before', () => {
    expect(isAdult('2008-03-15', today)).toBe(true);
    expect(isAdult('2008-03-16', today)).toBe(false);
    expect(isAdult('1990-01-01', today)).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(isAdult('', today)).toBe(false);
    expect(isAdult('15/03/1990', today)).toBe(false);
  });
});

it('offers birth dates up to 18 years ago', () => {
  expect(latestAdultBirthDate(today)).toBe('2008-03-15');
});

it('names countries in the reader’s language with their ISO codes', () => {
  const list = countries('en');
  expect(list).toContainEqual({ code: 'DE', name: 'Germany' });
  expect(list.length).toBeGreaterThan(240);
});
