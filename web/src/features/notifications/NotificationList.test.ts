import { describe, expect, it } from 'vitest';
import { notificationTarget } from './NotificationList';

const request = { __typename: 'LeaveRequest' as const, id: 'r1', requestId: 'WD-PTO-2026-000001' };

describe('notificationTarget', () => {
  it('sends decisions to make to the approvals inbox and decisions made to the history', () => {
    expect(notificationTarget({ type: 'PTO_REQUEST_SUBMITTED', request })).toBe('/approvals');
    expect(notificationTarget({ type: 'PTO_APPROVAL_REQUIRED', request })).toBe('/approvals');
    expect(notificationTarget({ type: 'PTO_REQUEST_APPROVED', request })).toBe('/history');
    expect(notificationTarget({ type: 'PTO_REQUEST_REJECTED', request })).toBe('/history');
  });

  it('has nowhere to go without a request', () => {
    expect(notificationTarget({ type: 'OTHER', request: null })).toBeNull();
  });
});
