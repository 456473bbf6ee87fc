import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './socket';

describe('reconnectDelay', () => {
  it('waits the spec’s 5 seconds at least, and at most 2.5 s more', () => {
    expect(reconnectDelay(() => 0)).toBe(5000);
    expect(reconnectDelay(() => 0.5)).toBe(6250);
    expect(reconnectDelay(() => 0.9999)).toBe(7500);
  });

  it('spreads sockets closed together over the window', () => {
    const delays = Array.from({ length: 1000 }, () => reconnectDelay());
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(5000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(7500);
    // 1,000 draws over 2.5 s: far more than a handful of distinct moments.
    expect(new Set(delays).size).toBeGreaterThan(300);
  });
});
