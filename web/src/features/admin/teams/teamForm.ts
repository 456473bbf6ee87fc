export interface TeamFormValues {
  name: string;
  description: string;
  /** '' for no manager. */
  managerId: string;
}

export type TeamFormErrors = Partial<Record<keyof TeamFormValues, string>>;

export const EMPTY_TEAM_FORM: TeamFormValues = { name: '', description: '', managerId: '' };

/** Spec §5: creating and editing a team need a name and a description. */
export function validateTeamForm(values: TeamFormValues): TeamFormErrors {
  const errors: TeamFormErrors = {};
  if (!values.name.trim()) errors.name = 'Team name is required';
  if (!values.description.trim()) errors.description = 'Team description is required';
  return errors;
}
