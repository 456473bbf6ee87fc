import { describe, expect, it } from 'vitest';
import { selectedTab } from './adminTabs';

describe('selectedTab', () => {
  const admin = () => true;
  const hr = (capability: string) => capability === 'VIEW_AUDIT' || capability === 'VIEW_ANALYTICS';

  it('opens the requested tab', () => {
    expect(selectedTab('system-status', admin)).toBe('system-status');
  });

  it('falls back to the first tab the viewer may open', () => {
    expect(selectedTab(null, admin)).toBe('users');
    expect(selectedTab('nonsense', admin)).toBe('users');
    expect(selectedTab('users', hr)).toBe('analytics');
  });

  it('has no tab for someone without any console capability', () => {
    expect(selectedTab('users', () => false)).toBeNull();
  });
});
