import { DEPARTMENTS } from '../../profile/profile';
import type { Translate } from '../shared/translate';

/** The server's password rule (it also refuses common breached passwords). */
export const MIN_PASSWORD_LENGTH = 10;

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  department: string;
  jobTitle: string;
  isManager: boolean;
  managerId: string;
  /** '' for no team. */
  teamId: string;
  /** '' for the default location. */
  locationId: string;
  /** YYYY-MM-DD or '' (employed before any year on record); the first year's allowance is prorated. */
  employmentStartDate: string;
  /** YYYY-MM-DD or '' (not leaving); the last year's allowance is prorated. */
  employmentEndDate: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** Spec §4: new users default to Is Manager false and no manager. */
export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  department: '',
  jobTitle: '',
  isManager: false,
  managerId: '',
  teamId: '',
  locationId: '',
  employmentStartDate: '',
  employmentEndDate: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function nameError(value: string, field: 'firstName' | 'lastName', t: Translate): string | undefined {
  const name = value.trim();
  if (!name) return t(`form.errors.${field}Required`);
  if (name.length < 2) return t(`form.errors.${field}Short`, { min: 2 });
  return undefined;
}

/**
 * Spec §5. Create user: first name, last name, email (email format), password, department and job
 * title required. Edit user: first name, last name, department and job title required. The password
 * needs the server's length; the server also refuses common breached passwords, shown as it answers.
 * Messages come from the `admin-users` catalogue through `t`.
 */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit', t: Translate): UserFormErrors {
  const errors: UserFormErrors = {};
  errors.firstName = nameError(values.firstName, 'firstName', t);
  errors.lastName = nameError(values.lastName, 'lastName', t);
  if (mode === 'create') {
    const email = values.email.trim();
    if (!email) errors.email = t('form.errors.emailRequired');
    else if (!EMAIL.test(email)) errors.email = t('form.errors.emailInvalid');
    errors.password = passwordError(values.password, t);
  }
  if (!values.department.trim()) errors.department = t('form.errors.departmentRequired');
  const jobTitle = values.jobTitle.trim();
  if (!jobTitle) errors.jobTitle = t('form.errors.jobTitleRequired');
  else if (jobTitle.length < 3) errors.jobTitle = t('form.errors.jobTitleShort', { min: 3 });
  for (const key of ['employmentStartDate', 'employmentEndDate'] as const)
    if (values[key] && !ISO_DATE.test(values[key])) errors[key] = t('form.errors.dateFormat');
  if (
    !errors.employmentStartDate &&
    !errors.employmentEndDate &&
    values.employmentStartDate &&
    values.employmentEndDate &&
    values.employmentEndDate < values.employmentStartDate
  )
    errors.employmentEndDate = t('form.errors.endBeforeStart');
  for (const key of Object.keys(errors) as (keyof UserFormValues)[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** What is wrong with a new password, if anything: the server's length (it checks the rest). */
export function passwordError(password: string, t: Translate): string | undefined {
  if (!password) return t('form.errors.passwordRequired');
  if (password.length < MIN_PASSWORD_LENGTH) return t('form.errors.passwordShort', { min: MIN_PASSWORD_LENGTH });
  return undefined;
}

/**
 * The manager to send. The picker is hidden while Is Manager is ticked (spec §2): a new manager starts
 * with none, and editing a manager leaves their own manager as it is (undefined: not sent).
 */
export function managerIdToSend(values: UserFormValues, mode: 'create' | 'edit'): string | null | undefined {
  if (values.isManager) return mode === 'create' ? null : undefined;
  return values.managerId || null;
}

/** The spec's department choices, the ones in use and the current value, without repeats. */
export function departmentChoices(inUse: readonly string[], current?: string | null): string[] {
  const all = [...DEPARTMENTS, ...inUse, ...(current ? [current] : [])];
  return [...new Set(all.map((d) => d.trim()).filter(Boolean))];
}
