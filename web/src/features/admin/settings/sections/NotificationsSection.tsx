import { PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

export function NotificationsSection(props: SectionProps) {
  return (
    <SettingsSection id="notifications" title="Notifications" description="Who is told when a request moves on.">
      <PolicyToggle name="notifyOnSubmission" {...props} />
      <PolicyToggle name="notifyOnApproval" {...props} />
      <PolicyToggle name="notifyOnRejection" {...props} />
    </SettingsSection>
  );
}
