import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { notificationAge } from './age';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'de', 'fr']);
  await i18n.loadNamespaces('notifications');
});

describe('notificationAge', () => {
  it("says the spec's English labels", () => {
    const t = i18n.getFixedT('en', 'notifications');
    expect(notificationAge(ago(30), t, now)).toBe('Just now');
    expect(notificationAge(ago(5 * 60), t, now)).toBe('5m ago');
    expect(notificationAge(ago(3 * 3600), t, now)).toBe('3h ago');
    expect(notificationAge(ago(2 * 86400), t, now)).toBe('2d ago');
  });

  it('says them in German and French', () => {
    expect(notificationAge(ago(30), i18n.getFixedT('de', 'notifications'), now)).toBe('Gerade eben');
    expect(notificationAge(ago(5 * 60), i18n.getFixedT('de', 'notifications'), now)).toBe('vor 5 Min.');
    expect(notificationAge(ago(2 * 86400), i18n.getFixedT('fr', 'notifications'), now)).toBe('il y a 2 j');
  });

  it('gives the date after a week', () => {
    expect(notificationAge(ago(8 * 86400), i18n.getFixedT('en', 'notifications'), now)).toMatch(/2026/);
  });
});
