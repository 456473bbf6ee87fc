import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { dayCount, plural } from './plural';

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'member')).toBe('1 member');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });

  it('writes day counts with half days', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(0.5)).toBe('0.5 days');
    expect(dayCount(2)).toBe('2 days');
  });
});

describe('day counts in the screen language', () => {
  it('follows the language: its plural rules and its decimal comma', async () => {
    await i18n.changeLanguage('fr');
    try {
      // French counts 0 to 1.5 as one.
      expect(dayCount(1.5)).toBe('1,5 jour');
      expect(dayCount(2)).toBe('2 jours');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
