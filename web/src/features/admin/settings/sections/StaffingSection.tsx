import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../../../i18n';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

/** Staffing minimums: how many of a team (or what share) must be present on every working day. */
export function StaffingSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="staffing" title={t('staffing.title')} description={t('staffing.description')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PolicyNumberField name="minimumStaffingCount" {...props} help={t('staffing.countHelp')} />
        <PolicyNumberField name="minimumStaffingPercent" {...props} help={t('staffing.percentHelp')} />
      </SimpleGrid>
      <PolicyToggle name="staffingHardBlock" {...props} />
    </SettingsSection>
  );
}
