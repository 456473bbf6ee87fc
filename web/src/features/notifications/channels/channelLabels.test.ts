import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n, LANGUAGES } from '../../../i18n';
import { CHANNEL_TYPES, DELIVERY_STATUSES, EVENTS, PRIORITIES, cooldownLabel, label } from './channelLabels';

let t: TFunction<'notifications'>;
beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  await i18n.loadNamespaces('notifications');
  t = i18n.getFixedT('en', 'notifications');
});

describe('cooldownLabel', () => {
  it('names the cooldown in the largest whole unit', () => {
    expect(cooldownLabel(0, t)).toBe('No cooldown');
    expect(cooldownLabel(1, t)).toBe('1 minute');
    expect(cooldownLabel(45, t)).toBe('45 minutes');
    expect(cooldownLabel(60, t)).toBe('1 hour');
    expect(cooldownLabel(120, t)).toBe('2 hours');
    expect(cooldownLabel(1440, t)).toBe('1 day');
    expect(cooldownLabel(2880, t)).toBe('2 days');
  });

  it('says it in German with German plurals', () => {
    const german = i18n.getFixedT('de', 'notifications');
    expect(cooldownLabel(1440, german)).toBe('1 Tag');
    expect(cooldownLabel(2880, german)).toBe('2 Tage');
  });
});

describe('labels of the API values', () => {
  it('has a label for every value in every language', () => {
    const groups = [
      ['channelType', CHANNEL_TYPES],
      ['priority', PRIORITIES],
      ['channelStatus', ['ACTIVE', 'INACTIVE', 'ERROR']],
      ['event', EVENTS],
      ['deliveryStatus', DELIVERY_STATUSES],
    ] as const;
    for (const language of LANGUAGES)
      for (const [group, values] of groups)
        for (const value of values)
          expect(i18n.exists(`${group}.${value}`, { lng: language, ns: 'notifications', fallbackLng: false })).toBe(
            true,
          );
    expect(label(t, 'event', 'REQUEST_SUBMITTED')).toBe('Request submitted');
  });
});
