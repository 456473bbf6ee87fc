import type { UpdateProfileInput } from '../../__generated__/graphql';

/** Spec §9 profile choices: stored in English, shown through the profile catalogue's `departments.*`. */
export const DEPARTMENTS = [
  'Engineering',
  'Design',
  'Marketing',
  'Sales',
  'HR',
  'Finance',
  'Operations',
  'Customer Support',
];
/** Stored in English, shown through the profile catalogue's `workHours.*` (by position). */
export const WORK_HOURS = [
  '9:00 AM - 5:00 PM',
  '8:00 AM - 4:00 PM',
  '10:00 AM - 6:00 PM',
  'Flexible Hours',
  'Part-time',
  'Remote',
];

/** The catalogue key of a stored choice (`departments.3`), or null for a value not among the choices. */
export function choiceKey(kind: 'departments' | 'workHours', value: string): string | null {
  const index = (kind === 'departments' ? DEPARTMENTS : WORK_HOURS).indexOf(value);
  return index < 0 ? null : `${kind}.${index}`;
}

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ProfileForm {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  workHours: string;
  workAddress: string;
}

/** Each field's problem, as a key of the profile catalogue (`errors.*`). */
export type ProfileErrors = Partial<Record<keyof ProfileForm, `errors.${string}`>>;

/** Spec §5 profile rules, on trimmed values. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const jobTitle = form.jobTitle.trim();
  const workAddress = form.workAddress.trim();
  if (!firstName) errors.firstName = 'errors.firstNameRequired';
  else if (firstName.length < 2) errors.firstName = 'errors.firstNameShort';
  if (!lastName) errors.lastName = 'errors.lastNameRequired';
  else if (lastName.length < 2) errors.lastName = 'errors.lastNameShort';
  if (jobTitle && jobTitle.length < 3) errors.jobTitle = 'errors.jobTitleShort';
  if (workAddress && workAddress.length < 10) errors.workAddress = 'errors.workAddressShort';
  return errors;
}

/** Trimmed values; empty fields are not sent. */
export function profileInput(form: ProfileForm): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  for (const key of Object.keys(form) as (keyof ProfileForm)[]) {
    const value = form[key].trim();
    if (value) input[key] = value;
  }
  return input;
}
