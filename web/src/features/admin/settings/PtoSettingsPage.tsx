import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/PageHeader';
import { LeaveAccountingSettings } from './LeaveAccountingSettings';

/** PTO Policy Settings (spec §2). The accounting rules are one section; the other sections join it here. */
export default function PtoSettingsPage() {
  return (
    <Stack gap="6">
      <PageHeader title="PTO Policy Settings" />
      <LeaveAccountingSettings />
    </Stack>
  );
}
