import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { DEPARTMENTS, WORK_HOURS, profileInput, validateProfile, type ProfileForm } from './profile';

const valid = { firstName: 'Ada', lastName: 'Lovelace', jobTitle: '', department: '', workHours: '', workAddress: '' };

let t: TFunction;
beforeAll(async () => {
  await i18n.loadLanguages(['en', 'fr']);
  await i18n.loadNamespaces('profile');
  t = i18n.getFixedT('en', 'profile');
});

/** A field's problem as a person reads it in English. */
const problem = (form: ProfileForm, field: keyof ProfileForm) => {
  const key = validateProfile(form)[field];
  return key && t(key);
};

describe('validateProfile', () => {
  it('accepts a minimal valid profile', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('uses the spec wording for names', () => {
    expect(problem({ ...valid, firstName: '  ' }, 'firstName')).toBe('First name is required');
    expect(problem({ ...valid, firstName: 'A' }, 'firstName')).toBe('First name must be at least 2 characters');
    expect(problem({ ...valid, lastName: '' }, 'lastName')).toBe('Last name is required');
    expect(problem({ ...valid, lastName: ' B ' }, 'lastName')).toBe('Last name must be at least 2 characters');
  });

  it('checks optional fields only when filled', () => {
    expect(problem({ ...valid, jobTitle: 'QA' }, 'jobTitle')).toBe('Job title must be at least 3 characters');
    expect(problem({ ...valid, workAddress: 'Short St' }, 'workAddress')).toBe(
      'Work address must be at least 10 characters',
    );
    expect(validateProfile({ ...valid, jobTitle: 'Engineer', workAddress: '1 Long Street, Town' })).toEqual({});
  });

  it('says each problem in French too', () => {
    const french = i18n.getFixedT('fr', 'profile');
    expect(french(validateProfile({ ...valid, firstName: '' }).firstName!)).toBe('Le prénom est obligatoire');
  });
});

describe('the profile choices', () => {
  it('show every department and work hours choice in the catalogue, English as stored', () => {
    DEPARTMENTS.forEach((department, index) => expect(t(`departments.${index}`)).toBe(department));
    WORK_HOURS.forEach((hours, index) => expect(t(`workHours.${index}`)).toBe(hours));
  });
});

describe('profileInput', () => {
  it('trims values and leaves empty fields out', () => {
    expect(profileInput({ ...valid, firstName: ' Ada ', jobTitle: '  ', department: 'HR' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      department: 'HR',
    });
  });
});
