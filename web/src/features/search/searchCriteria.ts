import type {
  LeaveStatus,
  OrderDirection,
  Role,
  SearchCriteriaInput,
  SearchSortField,
} from '../../__generated__/graphql';

/** The Advanced Search form's state; numbers as typed text so a field can be empty while edited. */
export interface SearchForm {
  text: string;
  type: string;
  statuses: LeaveStatus[];
  from: string;
  to: string;
  departments: string[];
  roles: Role[];
  minDays: string;
  maxDays: string;
  /** '', 'yes' or 'no'. */
  hasNotes: string;
  sortField: SearchSortField;
  sortDirection: OrderDirection;
}

/** Spec §9: the days range of a search defaults to 0-365. */
export const DAYS_RANGE = { min: 0, max: 365 };

export const EMPTY_FORM: SearchForm = {
  text: '',
  type: '',
  statuses: [],
  from: '',
  to: '',
  departments: [],
  roles: [],
  minDays: String(DAYS_RANGE.min),
  maxDays: String(DAYS_RANGE.max),
  hasNotes: '',
  sortField: 'CREATED_AT',
  sortDirection: 'DESC',
};

// Their names are in the search catalogue: sort.<value>, status.<value>, role.<value>.
export const SORT_FIELDS: SearchSortField[] = [
  'CREATED_AT',
  'START_DATE',
  'END_DATE',
  'DAYS',
  'NAME',
  'STATUS',
  'TYPE',
];

export const STATUSES: LeaveStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];

export const ROLES: Role[] = ['STAFF', 'TEAM_LEAD', 'MANAGER', 'ADMIN'];

function days(value: string, fallback: number): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return null;
  // The default range is no condition at all.
  return number === fallback ? null : number;
}

/** The form as the API's criteria: empty fields left out, the default day range as no condition. */
export function toCriteria(form: SearchForm): SearchCriteriaInput {
  return {
    text: form.text.trim() || null,
    types: form.type ? [form.type] : null,
    statuses: form.statuses.length ? form.statuses : null,
    from: form.from || null,
    to: form.to || null,
    departments: form.departments.length ? form.departments : null,
    roles: form.roles.length ? form.roles : null,
    minDays: days(form.minDays, DAYS_RANGE.min),
    maxDays: days(form.maxDays, DAYS_RANGE.max),
    hasNotes: form.hasNotes === 'yes' ? true : form.hasNotes === 'no' ? false : null,
    sortField: form.sortField,
    sortDirection: form.sortDirection,
  };
}

/** Saved criteria (as the server answers them) back into the form. */
export function fromCriteria(criteria: {
  text: string;
  types: string[];
  statuses: LeaveStatus[];
  from?: string | null;
  to?: string | null;
  departments: string[];
  roles: Role[];
  minDays?: number | null;
  maxDays?: number | null;
  hasNotes?: boolean | null;
  sortField: SearchSortField;
  sortDirection: OrderDirection;
}): SearchForm {
  return {
    text: criteria.text,
    type: criteria.types[0] ?? '',
    statuses: criteria.statuses,
    from: criteria.from ?? '',
    to: criteria.to ?? '',
    departments: criteria.departments,
    roles: criteria.roles,
    minDays: String(criteria.minDays ?? DAYS_RANGE.min),
    maxDays: String(criteria.maxDays ?? DAYS_RANGE.max),
    hasNotes: criteria.hasNotes === true ? 'yes' : criteria.hasNotes === false ? 'no' : '',
    sortField: criteria.sortField,
    sortDirection: criteria.sortDirection,
  };
}

/** How many advanced conditions are set (shown on the Advanced filters toggle). */
export function advancedCount(form: SearchForm): number {
  const criteria = toCriteria(form);
  return [
    criteria.statuses,
    criteria.from,
    criteria.to,
    criteria.departments,
    criteria.roles,
    criteria.minDays,
    criteria.maxDays,
    criteria.hasNotes,
  ].filter((value) => value !== null && value !== undefined).length;
}
