import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { RefreshCw, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { PtoSettingsPage_PolicyFragment } from '../../../__generated__/graphql';
import { PageSpinner } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { useTranslation } from '../../../i18n';
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
import { useViewer } from '../../../auth/auth';
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
  const { t } = useTranslation('admin-settings');
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
    const found = validatePolicyForm(form, t);
    setErrors(found);
    if (Object.keys(found).length) {
      toaster.create({ type: 'error', title: t('page.saveFailed'), description: Object.values(found)[0] });
      return;
    }
    try {
      await save({ variables: { input: inputOf(form) } });
      toaster.create({ type: 'success', title: t('page.saved') });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('page.saveFailed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const refresh = () => (dirty ? setConfirmRefresh(true) : onRefresh());
  const sectionProps = { form, errors, update };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={refresh}
              loading={refreshing}
              loadingText={t('page.refreshing')}
            >
              <RefreshCw /> {t('page.refresh')}
            </Button>
            <Button
              colorPalette="blue"
              size="sm"
              onClick={() => void onSave()}
              loading={loading}
              loadingText={t('page.saving')}
            >
              <Save /> {t('page.save')}
            </Button>
          </>
        }
      />
      <Text fontSize="sm" color="fg.muted" mb="4" mt="-3">
        {settings.updatedAt
          ? t('page.lastSaved', { time: formatDateTime(settings.updatedAt) })
          : t('page.defaultPolicy')}
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
            aria-label={t('page.unsaved')}
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
              {t('page.unsaved')}
            </Badge>
            <Flex gap="2">
              <Button size="sm" variant="ghost" onClick={() => setForm(saved)}>
                <Undo2 /> {t('page.discard')}
              </Button>
              <Button size="sm" colorPalette="blue" onClick={() => void onSave()} loading={loading}>
                {t('page.saveChanges')}
              </Button>
            </Flex>
          </Flex>
        </Box>
      )}

      <AdminConfirmDialog
        open={confirmRefresh}
        title={t('page.discardTitle')}
        message={t('page.discardMessage')}
        confirmLabel={t('page.discardConfirm')}
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
  const { t } = useTranslation('admin-settings');
  const query = useQuery(SettingsQuery, { notifyOnNetworkStatusChange: true });
  const [version, setVersion] = useState(0);
  const data = query.data;

  if (!data) {
    return query.error ? (
      <>
        <PageHeader title={t('page.title')} />
        <ErrorWithRetry title={t('page.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </>
    ) : (
      <>
        <PageHeader title={t('page.title')} />
        <PageSpinner label={t('page.loading')} />
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
        title: t('page.loadFailed'),
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
