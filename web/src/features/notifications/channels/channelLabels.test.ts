import { describe, expect, it } from 'vitest';
import { cooldownLabel } from './channelLabels';

describe('cooldownLabel', () => {
  it('names the cooldown in the largest whole unit', () => {
    expect(cooldownLabel(0)).toBe('No cooldown');
    expect(cooldownLabel(1)).toBe('1 minute');
    expect(cooldownLabel(45)).toBe('45 minutes');
    expect(cooldownLabel(60)).toBe('1 hour');
    expect(cooldownLabel(120)).toBe('2 hours');
    expect(cooldownLabel(1440)).toBe('1 day');
    expect(cooldownLabel(2880)).toBe('2 days');
  });
});
