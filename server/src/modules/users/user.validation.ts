import { badInput } from '../../lib/errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim();
  if (!email) throw badInput('Email is required', 'email');
  if (email.length > 254 || !EMAIL.test(email)) throw badInput('Please enter a valid email address', 'email');
  return email;
}

/** Spec §5 profile rule for names: required, at least 2 characters after trimming. */
export function requireName(value: string | null | undefined, label: 'First name' | 'Last name'): string {
  const name = (value ?? '').trim();
  const field = label === 'First name' ? 'firstName' : 'lastName';
  if (!name) throw badInput(`${label} is required`, field);
  if (name.length < 2) throw badInput(`${label} must be at least 2 characters`, field);
  if (name.length > 100) throw badInput(`${label} must be at most 100 characters`, field);
  return name;
}

/** Optional text with a minimum length when present; empty clears it. */
export function optionalText(
  value: string | null | undefined,
  min: number,
  message: string,
  field: string,
  max = 200,
): string | null | undefined {
  if (value === undefined) return undefined;
  const text = (value ?? '').trim();
  if (!text) return null;
  if (text.length < min) throw badInput(message, field);
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}

export function requiredText(value: string | null | undefined, message: string, field: string, max = 100): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(message, field);
  if (text.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  return text;
}

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
