import { inEveryLanguage } from '../../i18n';
import type { ImportKind } from './import.entity';

/** One column an import reads: its field, the label people see, the header names it is known by. */
export interface ImportColumn {
  field: string;
  label: string;
  /** Other header names (compared without case, spaces or punctuation). */
  synonyms: readonly string[];
  required?: boolean;
}

/**
 * The columns of each import kind, in the order exports write them. A new column is one line here
 * (and its handling in the kind's planner); the mapping step, the dry run and the export follow.
 */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  people: [
    { field: 'email', label: 'Email', synonyms: ['e-mail', 'email address', 'work email', 'mail'], required: true },
    { field: 'firstName', label: 'First name', synonyms: ['given name', 'forename', 'first'] },
    { field: 'lastName', label: 'Last name', synonyms: ['surname', 'family name', 'last'] },
    {
      field: 'employeeNumber',
      label: 'Employee number',
      synonyms: ['employee id', 'employee no', 'staff number', 'personnel number', 'emp no', 'employee #'],
    },
    { field: 'jobTitle', label: 'Job title', synonyms: ['title', 'position'] },
    { field: 'department', label: 'Department', synonyms: ['dept', 'division'] },
    { field: 'team', label: 'Team', synonyms: ['team name'] },
    {
      field: 'managerEmail',
      label: "Manager's email",
      synonyms: ['manager', 'manager email', 'line manager', 'reports to', 'supervisor', 'supervisor email'],
    },
    { field: 'role', label: 'Role', synonyms: ['access role', 'leavewise role'] },
    { field: 'location', label: 'Location', synonyms: ['office', 'site', 'work location'] },
    {
      field: 'employmentStartDate',
      label: 'First day of employment',
      synonyms: ['start date', 'employment start date', 'hire date', 'first day', 'date joined', 'joined'],
    },
  ],
  balances: [
    { field: 'email', label: 'Email', synonyms: ['e-mail', 'email address', 'work email', 'mail'], required: true },
    { field: 'leaveType', label: 'Leave type', synonyms: ['type', 'request type', 'absence type'], required: true },
    { field: 'year', label: 'Leave year', synonyms: ['year', 'balance year'], required: true },
    { field: 'daysTaken', label: 'Days taken', synonyms: ['taken', 'used', 'days used'] },
    { field: 'carriedOver', label: 'Carried over', synonyms: ['carry over', 'carryover', 'brought forward'] },
    { field: 'available', label: 'Available', synonyms: ['available days', 'remaining', 'balance', 'days left'] },
  ],
};

/** A header or synonym as compared: lower case, letters and digits only ("Manager's E-mail" → "managersemail"). */
export const headerKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}#]/gu, '');

/** The field each header is read as (null: ignored), the first header winning a field named twice. */
export function guessMapping(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const byKey = new Map<string, string>();
  // The headings of exports in every language Leavewise speaks, then the English names (which win a clash).
  for (const column of IMPORT_COLUMNS[kind])
    for (const name of [
      ...inEveryLanguage('csv', `${kind}.${column.field}`),
      column.field,
      column.label,
      ...column.synonyms,
    ])
      byKey.set(headerKey(name), column.field);
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byKey.get(headerKey(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
