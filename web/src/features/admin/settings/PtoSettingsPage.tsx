import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RefreshCw, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { PtoSettingsPage_PolicyFragment } from '../../../__generated__/graphql';
import { PageSpinner } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { departmentChoices } from '../users/userForm';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { formOf, inputOf, isDirty, validatePolicyForm, type PolicyErrors, type PolicyForm } from './policyForm';
import { AccrualSection, CarryoverSection, DefaultsSection } from './sections/AllowanceSections';
import { ApprovalSection } from './sections/ApprovalSection';
import { BlackoutSection } from './sections/BlackoutSection';
import { DayCountingSection } from './sections/DayCountingSection';
import { HolidaysSection } from './sections/HolidaysSection';
import { NotificationsSection } from './sections/NotificationsSection';
import { OverridesSection } from './sections/OverridesSection';
import { SecondApprovalSection } from './sections/SecondApprovalSection';
import { StaffingSection } from './sections/StaffingSection';
import { LeaveYearSection } from '../../leave-year/LeaveYearSection';
import { refreshFields } from '../../../lib/cache';
import { useViewer } from '../../../app/auth';
import { RetentionSection } from '../../privacy/RetentionSection';

export const PtoSettingsPage_policy = graphql(`
  fragment PtoSettingsPage_policy on PolicySettings {
    defaultPtoDays
    defaultSicknessDays
    defaultOtherDays
    ptoAccrualType
    sicknessAccrualType
    ptoAccrualRate
    sicknessAccrualRate
    allowCarryover
    maxCarryoverDays
    allowNegativeBalance
    requireManagerApproval
    autoApprovalDelay
    blackoutDates
    blackoutDateRanges {
      start
      end
      reason
    }
    departmentOverrides {
      department
      ptoDays
      sicknessDays
      otherDays
    }
    roleOverrides {
      role
      ptoDays
      sicknessDays
      otherDays
    }
    notifyOnSubmission
    notifyOnApproval
    notifyOnRejection
    escalationDelay
    dayCounting
    carryoverExpiryMonthDay
    minimumStaffingCount
    minimumStaffingPercent
    staffingHardBlock
    updatedAt
  }
`);

const SettingsQuery = graphql(`
  query PtoSettings {
    policySettings {
      ...PtoSettingsPage_policy
    }
    departments
  }
`);

const SaveSettingsMutation = graphql(`
  mutation PtoSettingsSave($input: PolicySettingsInput!) {
    updatePolicySettings(input: $input) {
      ...PtoSettingsPage_policy
    }
  }
`);

interface EditorProps {
  settings: PtoSettingsPage_PolicyFragment;
  departments: string[];
  refreshing: boolean;
  onRefresh: () => void;
}

/** The settings being edited, started afresh from each saved or refreshed version (see the key below). */
function PolicyEditor({ settings, departments, refreshing, onRefresh }: EditorProps) {
  const saved = formOf(settings);
  const [form, setForm] = useState<PolicyForm>(saved);
  const viewer = useViewer();
  const [errors, setErrors] = useState<PolicyErrors>({});
  const [confirmRefresh, setConfirmRefresh] = useState(false);
  const [save, { loading }] = useMutation(SaveSettingsMutation, {
    // The answer replaces the organisation's one policy in the cache; the day-counting rule and
    // blackout dates change what request forms preview.
    update: (cache) => refreshFields(cache, 'leaveDayCount'),
  });
  const dirty = isDirty(form, saved);

  const update = (patch: Partial<PolicyForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof PolicyErrors];
      return next;
    });
  };

  const onSave = async () => {
    const found = validatePolicyForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      toaster.create({ type: 'error', title: 'Failed to save settings', description: Object.values(found)[0] });
      return;
    }
    try {
      await save({ variables: { input: inputOf(form) } });
      toaster.create({ type: 'success', title: 'PTO settings saved successfully' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to save settings',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const refresh = () => (dirty ? setConfirmRefresh(true) : onRefresh());
  const sectionProps = { form, errors, update };

  return (
    <>
      <PageHeader
        title="PTO Policy Settings"
        subtitle="Allowances, accrual, approval rules, blackout dates and holidays for the whole organisation."
        actions={
          <>
            <Button variant="outline" size="sm" onClick={refresh} loading={refreshing} loadingText="Refreshing...">
              <RefreshCw /> Refresh
            </Button>
            <Button
              colorPalette="blue"
              size="sm"
              onClick={() => void onSave()}
              loading={loading}
              loadingText="Saving..."
            >
              <Save /> Save Settings
            </Button>
          </>
        }
      />
      <Text fontSize="sm" color="fg.muted" mb="4" mt="-3">
        {settings.updatedAt ? `Last saved ${formatDateTime(settings.updatedAt)}.` : 'Using the default policy.'}
      </Text>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
          <DefaultsSection {...sectionProps} />
          <AccrualSection {...sectionProps} />
          <ApprovalSection {...sectionProps} />
          <CarryoverSection {...sectionProps} />
          <DayCountingSection {...sectionProps} />
          <NotificationsSection {...sectionProps} />
          <StaffingSection {...sectionProps} />
          <SecondApprovalSection />
          <LeaveYearSection />
        </SimpleGrid>
        <BlackoutSection {...sectionProps} />
        <OverridesSection {...sectionProps} departments={departments} />
        <HolidaysSection workingDays={form.dayCounting === 'WORKING_DAYS'} />
        {viewer.isAdmin && <RetentionSection />}
      </Stack>

      {dirty && (
        <Box position="sticky" bottom="4" mt="6" zIndex="docked">
          <Flex
            role="region"
            aria-label="Unsaved changes"
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            bg="bg"
            borderWidth="1px"
            borderColor="orange.muted"
            shadow="lg"
            rounded="lg"
            px="4"
            py="3"
          >
            <Badge colorPalette="orange" variant="subtle" size="lg">
              Unsaved changes
            </Badge>
            <Flex gap="2">
              <Button size="sm" variant="ghost" onClick={() => setForm(saved)}>
                <Undo2 /> Discard
              </Button>
              <Button size="sm" colorPalette="blue" onClick={() => void onSave()} loading={loading}>
                Save changes
              </Button>
            </Flex>
          </Flex>
        </Box>
      )}

      <AdminConfirmDialog
        open={confirmRefresh}
        title="Discard unsaved changes?"
        message="Refreshing loads the settings saved on the server; the changes you have not saved are lost."
        confirmLabel="Discard and Refresh"
        onConfirm={() => {
          setConfirmRefresh(false);
          onRefresh();
        }}
        onClose={() => setConfirmRefresh(false)}
      />
    </>
  );
}

/** Spec §2 /admin/pto-settings, with the day-counting rule and public holidays. */
export default function PtoSettingsPage() {
  const query = useQuery(SettingsQuery, { notifyOnNetworkStatusChange: true });
  const [version, setVersion] = useState(0);
  const data = query.data;

  if (!data) {
    return query.error ? (
      <>
        <PageHeader title="PTO Policy Settings" />
        <ErrorWithRetry title="Failed to load PTO settings" error={query.error} onRetry={() => void query.refetch()} />
      </>
    ) : (
      <>
        <PageHeader title="PTO Policy Settings" />
        <PageSpinner label="Loading PTO settings" />
      </>
    );
  }

  const onRefresh = async () => {
    try {
      await query.refetch();
      setVersion((v) => v + 1);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to load PTO settings',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const settings = getFragmentData(PtoSettingsPage_policy, data.policySettings);
  return (
    <PolicyEditor
      key={`${settings.updatedAt ?? 'default'}-${version}`}
      settings={settings}
      departments={departmentChoices(data.departments)}
      refreshing={query.loading}
      onRefresh={() => void onRefresh()}
    />
  );
}
