import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../shared/translate';
import { translateIn } from '../shared/translateIn';
import {
  departmentChoices,
  EMPTY_USER_FORM,
  managerIdToSend,
  validateUserForm as validateIn,
  type UserFormValues,
} from './userForm';

let en: Translate;
let de: Translate;
beforeAll(async () => {
  en = await translateIn('en', 'admin-users');
  de = await translateIn('de', 'admin-users');
});
const validateUserForm = (values: UserFormValues, mode: 'create' | 'edit') => validateIn(values, mode, en);

const complete = {
  ...EMPTY_USER_FORM,
  firstName: 'Robin',
  lastName: 'Lee',
  email: 'robin@example.com',
  password: 'a-long-password',
  department: 'Engineering',
  jobTitle: 'Engineer',
};

describe('validateUserForm', () => {
  it('needs every field of spec §5 to create a user', () => {
    expect(validateUserForm(EMPTY_USER_FORM, 'create')).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      department: 'Department is required',
      jobTitle: 'Job title is required',
    });
    expect(validateUserForm(complete, 'create')).toEqual({});
  });

  it('checks the email format and the length of names and job title', () => {
    expect(validateUserForm({ ...complete, email: 'robin@example', firstName: 'R', jobTitle: 'QA' }, 'create')).toEqual(
      {
        email: 'Please enter a valid email address',
        firstName: 'First name must be at least 2 characters',
        jobTitle: 'Job title must be at least 3 characters',
      },
    );
  });

  it("speaks the screen's language", () => {
    expect(validateIn({ ...complete, password: 'short', jobTitle: '' }, 'create', de)).toEqual({
      password: 'Das Passwort muss mindestens 10 Zeichen lang sein',
      jobTitle: 'Position ist erforderlich',
    });
  });

  it('does not ask for an email or password when editing', () => {
    expect(validateUserForm({ ...complete, email: '', password: '' }, 'edit')).toEqual({});
  });

  it('takes optional employment dates, the last not before the first', () => {
    expect(validateUserForm({ ...complete, employmentStartDate: '2026-03-01' }, 'edit')).toEqual({});
    expect(
      validateUserForm({ ...complete, employmentStartDate: '2026-03-01', employmentEndDate: '2026-03-01' }, 'edit'),
    ).toEqual({});
    expect(
      validateUserForm({ ...complete, employmentStartDate: '2026-03-01', employmentEndDate: '2026-02-28' }, 'edit'),
    ).toEqual({ employmentEndDate: 'The last day of employment cannot be before the first' });
    expect(validateUserForm({ ...complete, employmentStartDate: '1 March' }, 'create')).toEqual({
      employmentStartDate: 'Enter a date as YYYY-MM-DD',
    });
  });
});

describe('managerIdToSend', () => {
  it('sends the chosen manager, or none for No Manager', () => {
    expect(managerIdToSend({ ...complete, managerId: 'm1' }, 'create')).toBe('m1');
    expect(managerIdToSend({ ...complete, managerId: '' }, 'edit')).toBeNull();
  });

  it('leaves a manager’s own manager alone when the picker is hidden', () => {
    expect(managerIdToSend({ ...complete, isManager: true, managerId: 'm1' }, 'create')).toBeNull();
    expect(managerIdToSend({ ...complete, isManager: true, managerId: 'm1' }, 'edit')).toBeUndefined();
  });
});

describe('departmentChoices', () => {
  it('offers the spec departments, those in use and the current one, once each', () => {
    const choices = departmentChoices(['Engineering', 'Legal'], 'Research');
    expect(choices.slice(0, 2)).toEqual(['Engineering', 'Design']);
    expect(choices.filter((d) => d === 'Engineering')).toHaveLength(1);
    expect(choices).toContain('Legal');
    expect(choices).toContain('Research');
  });
});
