import { useTranslation } from '../../../../i18n';
import { PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

export function NotificationsSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      <PolicyToggle name="notifyOnSubmission" {...props} />
      <PolicyToggle name="notifyOnApproval" {...props} />
      <PolicyToggle name="notifyOnRejection" {...props} />
    </SettingsSection>
  );
}
