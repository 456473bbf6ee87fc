import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './SetPasswordDialog';

describe('validateNewPassword', () => {
  it('asks for 10 characters, typed twice the same', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'Password is required' });
    expect(validateNewPassword('short', 'short')).toEqual({ password: 'Password must be at least 10 characters' });
    expect(validateNewPassword('long-enough-1', 'long-enough-2')).toEqual({
      confirmation: 'The passwords do not match',
    });
    expect(validateNewPassword('long-enough-1', 'long-enough-1')).toEqual({});
  });
});
