import type { Translate } from '../shared/translate';

export interface TeamFormValues {
  name: string;
  description: string;
  /** '' for no manager. */
  managerId: string;
}

export type TeamFormErrors = Partial<Record<keyof TeamFormValues, string>>;

export const EMPTY_TEAM_FORM: TeamFormValues = { name: '', description: '', managerId: '' };

/** Spec §5: creating and editing a team need a name and a description (messages from `admin-teams`). */
export function validateTeamForm(values: TeamFormValues, t: Translate): TeamFormErrors {
  const errors: TeamFormErrors = {};
  if (!values.name.trim()) errors.name = t('form.errors.nameRequired');
  if (!values.description.trim()) errors.description = t('form.errors.descriptionRequired');
  return errors;
}
