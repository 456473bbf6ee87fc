import { SimpleGrid } from '@chakra-ui/react';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

/** Policy toggles and the two delays (spec §4: the auto-approval delay applies only without manager approval). */
export function ApprovalSection(props: SectionProps) {
  const { form } = props;
  return (
    <SettingsSection
      id="approval"
      title="Approval and balances"
      description="Who decides requests, how long they may wait, and whether balances may go below zero."
    >
      <PolicyToggle name="requireManagerApproval" {...props} />
      <PolicyToggle name="allowNegativeBalance" {...props} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PolicyNumberField
          name="autoApprovalDelay"
          {...props}
          disabled={form.requireManagerApproval}
          help={
            form.requireManagerApproval
              ? 'Applies only when manager approval is not required.'
              : '0–86,400 seconds after submission.'
          }
        />
        <PolicyNumberField
          name="escalationDelay"
          {...props}
          help="0–168 hours pending before HR and administrators are asked."
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
