import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The input field a BAD_USER_INPUT answer names (`extensions.field`), if any. */
export function errorField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : null;
}
