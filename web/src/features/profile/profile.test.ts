import { describe, expect, it } from 'vitest';
import { profileInput, validateProfile } from './profile';

const valid = { firstName: 'Ada', lastName: 'Lovelace', jobTitle: '', department: '', workHours: '', workAddress: '' };

describe('validateProfile', () => {
  it('accepts a minimal valid profile', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('uses the spec wording for names', () => {
    expect(validateProfile({ ...valid, firstName: '  ' }).firstName).toBe('First name is required');
    expect(validateProfile({ ...valid, firstName: 'A' }).firstName).toBe('First name must be at least 2 characters');
    expect(validateProfile({ ...valid, lastName: '' }).lastName).toBe('Last name is required');
    expect(validateProfile({ ...valid, lastName: ' B ' }).lastName).toBe('Last name must be at least 2 characters');
  });

  it('checks optional fields only when filled', () => {
    expect(validateProfile({ ...valid, jobTitle: 'QA' }).jobTitle).toBe('Job title must be at least 3 characters');
    expect(validateProfile({ ...valid, workAddress: 'Short St' }).workAddress).toBe(
      'Work address must be at least 10 characters',
    );
    expect(validateProfile({ ...valid, jobTitle: 'Engineer', workAddress: '1 Long Street, Town' })).toEqual({});
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
