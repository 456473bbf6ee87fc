import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../shared/translate';
import { translateIn } from '../shared/translateIn';
import { validateNewPassword as validateIn } from './SetPasswordDialog';

let en: Translate;
beforeAll(async () => {
  en = await translateIn('en', 'admin-users');
});
const validateNewPassword = (password: string, confirmation: string) => validateIn(password, confirmation, en);

describe('validateNewPassword', () => {
  it('says in French that the passwords differ', async () => {
    const fr = await translateIn('fr', 'admin-users');
    expect(validateIn('long-enough-1', 'long-enough-2', fr)).toEqual({
      confirmation: 'Les mots de passe ne correspondent pas',
    });
  });

  it('asks for 10 characters, typed twice the same', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Password is required' });
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'Password must be at least 10 characters' });
    expect(validateNewPassword('long-enough-1', 'long-enough-2')).toEqual({
      confirmation: 'The passwords do not match',
    });
    expect(validateNewPassword('long-enough-1', 'long-enough-1')).toEqual({});
  });
});
