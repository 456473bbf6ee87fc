import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache, refreshAfterNotification } from './cache';

const SCREEN = gql`
  query Screen {
    unreadNotificationCount
    leaveRequests(first: 5) {
      totalCount
    }
    holidays(year: 2026) {
      id
    }
    viewer {
      id
      balances {
        id
        availableDays
      }
    }
  }
`;

function cacheWithScreen() {
  const cache = createCache();
  cache.writeQuery({
    query: SCREEN,
    data: {
      unreadNotificationCount: 1,
      leaveRequests: { __typename: 'LeaveRequestConnection', totalCount: 3 },
      holidays: [],
      viewer: {
        __typename: 'User',
        id: 'u1',
        balances: [{ __typename: 'LeaveBalance', id: 'b1', availableDays: 20 }],
      },
    },
  });
  return cache;
}

const rootFields = (cache: ReturnType<typeof createCache>) =>
  Object.keys((cache.extract() as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY).map((key) => key.split('(')[0]);
const userFields = (cache: ReturnType<typeof createCache>) =>
  Object.keys((cache.extract() as Record<string, Record<string, unknown>>)['User:u1'] ?? {});

describe('refreshAfterNotification', () => {
  it('drops only the inbox for a notification about nothing else', () => {
    const cache = cacheWithScreen();
    refreshAfterNotification(cache, 'OTHER');
    expect(rootFields(cache)).not.toContain('unreadNotificationCount');
    expect(rootFields(cache)).toEqual(expect.arrayContaining(['leaveRequests', 'holidays', 'viewer']));
    expect(userFields(cache)).toContain('balances');
  });

  it("drops the request lists and each person's balances for a decision, and nothing unrelated", () => {
    const cache = cacheWithScreen();
    refreshAfterNotification(cache, 'PTO_REQUEST_APPROVED');
    expect(rootFields(cache)).not.toContain('unreadNotificationCount');
    expect(rootFields(cache)).not.toContain('leaveRequests');
    expect(rootFields(cache)).toEqual(expect.arrayContaining(['holidays', 'viewer']));
    expect(userFields(cache)).not.toContain('balances');
  });
});
