import type { UpdateProfileInput } from '../../__generated__/graphql';

/** Spec §9 profile choices. */
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
export const WORK_HOURS = [
  '9:00 AM - 5:00 PM',
  '8:00 AM - 4:00 PM',
  '10:00 AM - 6:00 PM',
  'Flexible Hours',
  'Part-time',
  'Remote',
];

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ProfileForm {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  workHours: string;
  workAddress: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

/** Spec §5 profile rules, on trimmed values. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const jobTitle = form.jobTitle.trim();
  const workAddress = form.workAddress.trim();
  if (!firstName) errors.firstName = 'First name is required';
  else if (firstName.length < 2) errors.firstName = 'First name must be at least 2 characters';
  if (!lastName) errors.lastName = 'Last name is required';
  else if (lastName.length < 2) errors.lastName = 'Last name must be at least 2 characters';
  if (jobTitle && jobTitle.length < 3) errors.jobTitle = 'Job title must be at least 3 characters';
  if (workAddress && workAddress.length < 10) errors.workAddress = 'Work address must be at least 10 characters';
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
