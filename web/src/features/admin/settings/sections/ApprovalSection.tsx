import { SimpleGrid } from '@chakra-ui/react';
import { formatNumber, useTranslation } from '../../../../i18n';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

/** Policy toggles and the two delays (spec §4: the auto-approval delay applies only without manager approval). */
export function ApprovalSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  const { form } = props;
  return (
    <SettingsSection id="approval" title={t('approval.title')} description={t('approval.description')}>
      <PolicyToggle name="requireManagerApproval" {...props} />
      <PolicyToggle name="allowNegativeBalance" {...props} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PolicyNumberField
          name="autoApprovalDelay"
          {...props}
          disabled={form.requireManagerApproval}
          help={
            form.requireManagerApproval
              ? t('approval.autoApprovalOff')
              : t('approval.autoApprovalHelp', { max: formatNumber(86_400) })
          }
        />
        <PolicyNumberField name="escalationDelay" {...props} help={t('approval.escalationHelp')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
