import { SimpleGrid } from '@chakra-ui/react';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

/** Staffing minimums: how many of a team (or what share) must be present on every working day. */
export function StaffingSection(props: SectionProps) {
  return (
    <SettingsSection
      id="staffing"
      title="Staffing"
      description="The form, the approval card and the calendar warn, naming who else is off, when a team would fall below the minimum."
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PolicyNumberField name="minimumStaffingCount" {...props} help="Per team, on every working day; 0: none." />
        <PolicyNumberField
          name="minimumStaffingPercent"
          {...props}
          help="0–100 %; the larger of the two minimums applies."
        />
      </SimpleGrid>
      <PolicyToggle name="staffingHardBlock" {...props} />
    </SettingsSection>
  );
}
