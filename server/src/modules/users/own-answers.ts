import type { UserEntity } from './user.entity';

/**
 * People handed to themselves by sign-in, registration and password changes: the request has no viewer
 * yet, but the answer is their own. Kept per object, so it lasts as long as that answer.
 */
const ownAnswers = new WeakSet<UserEntity>();

export function answerToOwner<T extends { user: UserEntity }>(payload: T): T {
  ownAnswers.add(payload.user);
  return payload;
}

/** Whether the person is handed to themselves (answerToOwner): they see their own details. */
export const isOwnAnswer = (user: UserEntity): boolean => ownAnswers.has(user);
