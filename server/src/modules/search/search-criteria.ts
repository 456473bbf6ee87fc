import { parseIsoDate } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { LEAVE_STATUSES, type LeaveStatusValue } from '../leave-requests/model';
import { ROLES, type RoleValue } from '../users/model';

export const SEARCH_SORT_FIELDS = ['created_at', 'start_date', 'end_date', 'days', 'name', 'status', 'type'] as const;
export type SearchSortFieldValue = (typeof SEARCH_SORT_FIELDS)[number];

/** Advanced Search criteria, validated: every list present (possibly empty), text trimmed. */
export interface SearchCriteria {
  text: string;
  types: string[];
  statuses: LeaveStatusValue[];
  from: string | null;
  to: string | null;
  departments: string[];
  roles: RoleValue[];
  minDays: number | null;
  maxDays: number | null;
  hasNotes: boolean | null;
  sortField: SearchSortFieldValue;
  sortDirection: 'ASC' | 'DESC';
}

export type SearchCriteriaInput = Partial<{
  [K in keyof SearchCriteria]: SearchCriteria[K] | null;
}>;

/** Spec §9: the days range of a search defaults to 0–365. */
export const MAX_SEARCH_DAYS = 365;
const MAX_TEXT = 200;
const MAX_LIST = 50;

function list<T extends string>(value: readonly T[] | null | undefined, field: string, allowed?: readonly T[]): T[] {
  const items = [...new Set((value ?? []).map((item) => item.trim()).filter(Boolean))] as T[];
  if (items.length > MAX_LIST) throw badInput(`\`${field}\` may list at most ${MAX_LIST} values`, field);
  if (items.some((item) => item.length > 100)) throw badInput(`\`${field}\` values are at most 100 characters`, field);
  const unknown = allowed ? items.filter((item) => !allowed.includes(item)) : [];
  if (unknown.length) throw badInput(`Unknown ${field}: ${unknown.join(', ')}`, field);
  return items;
}

function days(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < 0 || value > MAX_SEARCH_DAYS)
    throw badInput(`\`${field}\` must be between 0 and ${MAX_SEARCH_DAYS}`, field);
  return value;
}

function date(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  if (!parseIsoDate(value)) throw badInput(`\`${field}\` must be a date written YYYY-MM-DD`, field);
  return value;
}

/** Checks and normalises criteria; bad input is refused with the field named. */
export function parseCriteria(input: SearchCriteriaInput): SearchCriteria {
  const text = (input.text ?? '').trim();
  if (text.length > MAX_TEXT) throw badInput(`Search text is at most ${MAX_TEXT} characters`, 'text');
  const criteria: SearchCriteria = {
    text,
    types: list(input.types, 'types'),
    statuses: list(input.statuses, 'statuses', LEAVE_STATUSES),
    from: date(input.from, 'from'),
    to: date(input.to, 'to'),
    departments: list(input.departments, 'departments'),
    roles: list(input.roles, 'roles', ROLES),
    minDays: days(input.minDays, 'minDays'),
    maxDays: days(input.maxDays, 'maxDays'),
    hasNotes: input.hasNotes ?? null,
    sortField: input.sortField ?? 'created_at',
    sortDirection: input.sortDirection ?? 'DESC',
  };
  if (!SEARCH_SORT_FIELDS.includes(criteria.sortField)) throw badInput('Unknown sort field', 'sortField');
  if (criteria.sortDirection !== 'ASC' && criteria.sortDirection !== 'DESC')
    throw badInput('Sort direction must be ASC or DESC', 'sortDirection');
  if (criteria.from && criteria.to && criteria.from > criteria.to)
    throw badInput('Start date cannot be after end date', 'from');
  if (criteria.minDays !== null && criteria.maxDays !== null && criteria.minDays > criteria.maxDays)
    throw badInput('Minimum days cannot be more than maximum days', 'minDays');
  return criteria;
}
