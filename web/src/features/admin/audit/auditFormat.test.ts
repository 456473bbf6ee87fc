import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n';
import {
  actionName,
  actionPalette,
  auditExportPath,
  auditFilter,
  auditFilterProblem,
  dailyRows,
  dayLabel,
  keyDetails,
  resourceTypeName,
} from './auditFormat';

let en: TFunction;
let fr: TFunction;
beforeAll(async () => {
  await i18n.reloadResources(['en', 'fr'], ['admin-audit']);
  en = i18n.getFixedT('en', 'admin-audit');
  fr = i18n.getFixedT('fr', 'admin-audit');
});

describe('audit formatting', () => {
  it("shows only the spec's key details, in order", () => {
    expect(
      keyDetails({ request_id: 'WD-PTO-1', approver_id: 'u1', secret: 'x', rejection_reason: '', new_role: 'admin' }),
    ).toEqual([
      { key: 'request_id', value: 'WD-PTO-1' },
      { key: 'approver_id', value: 'u1' },
      { key: 'new_role', value: 'admin' },
    ]);
  });

  it('names action codes and resource types in words, and an unknown one by its code', () => {
    expect(actionName(en, 'leave_request.approved')).toBe('Leave request approved');
    expect(actionName(fr, 'leave_request.approved')).toBe('Demande de congés approuvée');
    expect(actionName(fr, 'robot.arrived')).toBe('robot.arrived');
    expect(resourceTypeName(en, 'pto_request')).toBe('PTO request');
    expect(resourceTypeName(fr, 'pto_request')).toBe('Demande de congés');
    expect(resourceTypeName(fr, 'robot')).toBe('robot');
  });

  it('colours refusals red and approvals green', () => {
    expect(actionPalette('authorization.denied')).toBe('red');
    expect(actionPalette('leave_request.approved')).toBe('green');
    expect(actionPalette('policy.updated')).toBe('blue');
  });

  it('filters on whole local days and exports with the same filter', () => {
    const form = {
      action: 'leave_request.approved',
      resourceType: 'pto_request',
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    };
    const filter = auditFilter(form);
    expect(filter.action).toBe('leave_request.approved');
    expect(new Date(filter.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(filter.to!).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
    const path = auditExportPath(form);
    expect(
      path.startsWith('/api/audit/export/csv?action=leave_request.approved&resourceType=pto_request&startDate='),
    ).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('endDate')).toBe(filter.to);
    expect(auditExportPath({ action: '', resourceType: '', startDate: '', endDate: '' })).toBe('/api/audit/export/csv');
    expect(auditFilter({ action: '', resourceType: '', startDate: '', endDate: '' })).toEqual({});
  });

  it('refuses a start date after the end date', () => {
    const form = { action: '', resourceType: '', startDate: '2026-03-02', endDate: '2026-03-01' };
    expect(auditFilterProblem(form, en)).toBe('Start date cannot be after end date');
    expect(auditFilterProblem({ ...form, endDate: '2026-03-02' }, en)).toBeNull();
  });

  it('spreads daily counts over every day, the frequent actions apart and the rest as other', () => {
    const { actions, rows } = dailyRows(
      [
        { date: '2026-03-01', action: 'auth.login', count: 3 },
        { date: '2026-03-03', action: 'auth.login', count: 1 },
        { date: '2026-03-03', action: 'policy.updated', count: 2 },
      ],
      [
        { key: 'auth.login', count: 4 },
        { key: 'policy.updated', count: 2 },
      ],
      '2026-03-01',
      '2026-03-03',
      1,
    );
    expect(actions).toEqual(['auth.login']);
    expect(rows).toEqual([
      { date: '2026-03-01', 'auth.login': 3, other: 0 },
      { date: '2026-03-02', 'auth.login': 0, other: 0 },
      { date: '2026-03-03', 'auth.login': 1, other: 2 },
    ]);
  });

  it("labels a chart's days in the locale, and leaves anything else as it is", () => {
    expect(dayLabel('2026-03-14', 'en-US')).toBe('3/14');
    expect(dayLabel('2026-03-14', 'de-DE')).toBe('14.3.');
    expect(dayLabel('2026-03-14', 'fr-FR')).toBe('14/03');
    // A chart's tooltip asks before anything is hovered.
    expect(dayLabel('undefined', 'de-DE')).toBe('undefined');
  });
});
