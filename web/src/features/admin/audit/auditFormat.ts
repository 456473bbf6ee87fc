import type { TFunction } from 'i18next';
import type { AuditLogFilter } from '../../../__generated__/graphql';
import { formatLocale } from '../../../i18n';
import { parseIsoDate } from '../../../lib/dates';
import { dateTimeFormat } from '../../../i18n/intl';

/** Audit page size (spec §9). */
export const AUDIT_PAGE_SIZE = 50;

/** Spec §2 resource types first, then the others the server records (named by `resourceTypes.<type>`). */
export const RESOURCE_TYPES = [
  'user',
  'pto_request',
  'role',
  'system',
  'team',
  'request_type',
  'balance',
  'policy',
  'holiday',
  'api_token',
  'webhook',
  'notification',
];

/** Spec §3: of an entry's details, only these are displayed. */
const SHOWN_DETAILS = ['request_id', 'approver_id', 'rejector_id', 'new_role', 'rejection_reason'] as const;

/** The key details of an entry, in the spec's order; each is labelled by `details.<key>`. */
export function keyDetails(details: Record<string, unknown>): { key: (typeof SHOWN_DETAILS)[number]; value: string }[] {
  return SHOWN_DETAILS.filter((key) => details[key] !== undefined && details[key] !== null && details[key] !== '').map(
    (key) => ({ key, value: String(details[key]) }),
  );
}

/**
 * An action code (`leave_request.approved`) in words: `actions.<code>` of the catalogue, or the code
 * itself for an action recorded by a newer server than this screen knows.
 */
export const actionName = (t: TFunction, action: string): string => t(`actions.${action}`, { defaultValue: action });

/** A resource type (`pto_request`) in words, or the type itself when the catalogue has none. */
export const resourceTypeName = (t: TFunction, type: string): string =>
  t(`resourceTypes.${type}`, { defaultValue: type });

/** Badge colour of an action: refusals and removals red, approvals and creations green, changes blue. */
export function actionPalette(action: string): string {
  const verb = action.split('.').pop() ?? action;
  if (/denied|failed|throttled|rejected|deleted|revoked|cancelled|deactivated/.test(verb)) return 'red';
  if (/approved|created|registered|reactivated|redelivered/.test(verb)) return 'green';
  if (/escalated|restarted|seeded/.test(verb)) return 'orange';
  if (/login|logout|read|cleared/.test(verb)) return 'gray';
  return 'blue';
}

export interface AuditFilterForm {
  action: string;
  resourceType: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = { action: '', resourceType: '', startDate: '', endDate: '' };

/** The form's dates are the viewer's calendar days: from the start of the first to the end of the last. */
function dayBounds(form: AuditFilterForm): { from?: string; to?: string } {
  const from = form.startDate ? parseIsoDate(form.startDate).toISOString() : undefined;
  let to: string | undefined;
  if (form.endDate) {
    const end = parseIsoDate(form.endDate);
    end.setHours(23, 59, 59, 999);
    to = end.toISOString();
  }
  return { from, to };
}

/** A problem with the filter that keeps it from being applied, or null. */
export function auditFilterProblem(form: AuditFilterForm, t: TFunction): string | null {
  if (form.startDate && form.endDate && form.startDate > form.endDate) return t('filters.startAfterEnd');
  return null;
}

/** The GraphQL filter of the form (empty fields left out). */
export function auditFilter(form: AuditFilterForm): AuditLogFilter {
  const { from, to } = dayBounds(form);
  return {
    ...(form.action ? { action: form.action } : {}),
    ...(form.resourceType ? { resourceType: form.resourceType } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** GET /api/audit/export/csv with the same filters as the list (spec §7). */
export function auditExportPath(form: AuditFilterForm): string {
  const { from, to } = dayBounds(form);
  const query = new URLSearchParams();
  if (form.action) query.set('action', form.action);
  if (form.resourceType) query.set('resourceType', form.resourceType);
  if (from) query.set('startDate', from);
  if (to) query.set('endDate', to);
  const text = query.toString();
  return `/api/audit/export/csv${text ? `?${text}` : ''}`;
}

/** Every UTC day from `since` to `until`, inclusive, as YYYY-MM-DD. */
export function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  const cursor = new Date(`${since}T00:00:00Z`);
  const last = new Date(`${until}T00:00:00Z`);
  while (cursor <= last && days.length < 400) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * Entries per day for a stacked chart: one field per frequent action (at most `top`), the rest summed
 * as `other`; every day of the window appears, quiet days as zeros.
 */
export function dailyRows(
  daily: { date: string; action: string; count: number }[],
  byAction: { key: string; count: number }[],
  since: string,
  until: string,
  top = 4,
): { actions: string[]; rows: Record<string, number | string>[] } {
  const actions = byAction.slice(0, top).map((item) => item.key);
  const rows = daysBetween(since, until).map((date) => {
    const row: Record<string, number | string> = { date, other: 0 };
    actions.forEach((action) => (row[action] = 0));
    return row;
  });
  const byDate = new Map(rows.map((row) => [row.date as string, row]));
  for (const stat of daily) {
    const row = byDate.get(stat.date);
    if (!row) continue;
    const key = actions.includes(stat.action) ? stat.action : 'other';
    row[key] = Number(row[key]) + stat.count;
  }
  return { actions, rows };
}

/** A day on a chart's axis, short: 3/14 in American English, 14.3. in German (anything else as it is). */
export const dayLabel = (date: string, locale: string = formatLocale()): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? dateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : date;
