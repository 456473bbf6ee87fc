import { downloadApiFile } from '../../lib/authorizedFetch';

/** Spaces and case do not matter when the name is typed to confirm an erasure (the server compares the same way). */
export const sameName = (typed: string, fullName: string): boolean =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === fullName.trim().replace(/\s+/g, ' ').toLowerCase();

/** Everything held about a person (`me`: the viewer) as a JSON file, saved under the server's name. */
export const downloadPersonalData = (userId: string | 'me'): Promise<string> =>
  downloadApiFile(`/api/users/${encodeURIComponent(userId)}/export`, 'leavewise-personal-data.json');

/** Whether a person has left, as the server decides it: deactivated, or a last day before today. */
export const hasLeft = (person: { isActive?: boolean | null; employmentEndDate?: string | null }, today: string) =>
  !person.isActive || (Boolean(person.employmentEndDate) && person.employmentEndDate! < today);
