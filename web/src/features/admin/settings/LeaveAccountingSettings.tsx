import { Alert, Button, Card, Field, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RotateCw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../__generated__';
import type { AccrualType, LeaveAccountingSettingsQuery } from '../../../__generated__/graphql';
import { PageSpinner } from '../../../components/LoadingScreen';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { accountingInput, type AccountingForm } from './accountingForm';

const SettingsQuery = graphql(`
  query LeaveAccountingSettings {
    policySettings {
      ptoAccrualType
      sicknessAccrualType
      allowCarryover
      maxCarryoverDays
      carryoverExpiryMonthDay
      escalationDelay
      minimumStaffingCount
      minimumStaffingPercent
      staffingHardBlock
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
      requiresHrApproval
    }
  }
`);

const SaveMutation = graphql(`
  mutation SaveLeaveAccountingSettings($input: PolicySettingsInput!) {
    updatePolicySettings(input: $input) {
      ptoAccrualType
      sicknessAccrualType
      allowCarryover
      maxCarryoverDays
      carryoverExpiryMonthDay
      escalationDelay
      minimumStaffingCount
      minimumStaffingPercent
      staffingHardBlock
    }
  }
`);

const SecondApprovalMutation = graphql(`
  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {
    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {
      id
      requiresHrApproval
    }
  }
`);

const ACCRUAL_OPTIONS: { value: AccrualType; label: string }[] = [
  { value: 'YEARLY', label: 'Yearly (all on 1 January)' },
  { value: 'MONTHLY', label: 'Monthly (a twelfth each month)' },
  { value: 'QUARTERLY', label: 'Quarterly (a quarter each quarter)' },
  { value: 'NONE', label: 'None (fixed allowance)' },
];

type Settings = LeaveAccountingSettingsQuery['policySettings'];

function formOf(settings: Settings): AccountingForm {
  return {
    ptoAccrualType: settings.ptoAccrualType,
    sicknessAccrualType: settings.sicknessAccrualType,
    allowCarryover: settings.allowCarryover,
    maxCarryoverDays: String(settings.maxCarryoverDays),
    carryoverExpiryMonthDay: settings.carryoverExpiryMonthDay ?? '',
    escalationDelay: String(settings.escalationDelay),
    minimumStaffingCount: String(settings.minimumStaffingCount),
    minimumStaffingPercent: String(settings.minimumStaffingPercent),
    staffingHardBlock: settings.staffingHardBlock,
  };
}

function ToggleField(props: { label: string; help?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Stack gap="0.5">
      <Switch.Root checked={props.checked} onCheckedChange={(e) => props.onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      {props.help && (
        <Text fontSize="xs" color="fg.muted">
          {props.help}
        </Text>
      )}
    </Stack>
  );
}

function NumberField(props: { label: string; help: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input inputMode="decimal" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      <Field.HelperText>{props.help}</Field.HelperText>
    </Field.Root>
  );
}

/**
 * The policy's accounting rules: accrual, carry-over and its expiry, escalation, staffing minimums
 * and which request types need HR's approval after the manager's.
 */
export function LeaveAccountingSettings() {
  const query = useQuery(SettingsQuery);
  const [save, saveState] = useMutation(SaveMutation);
  const [setSecondApproval] = useMutation(SecondApprovalMutation);
  const [form, setForm] = useState<AccountingForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settings = query.data?.policySettings;

  useEffect(() => {
    if (settings && !form) setForm(formOf(settings));
  }, [settings, form]);

  if (query.error && !query.data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Failed to load PTO settings: {errorMessage(query.error, query.error.message)}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void query.refetch()}>
          <RotateCw /> Retry
        </Button>
      </Alert.Root>
    );
  if (!settings || !form) return <PageSpinner />;

  const update = <K extends keyof AccountingForm>(key: K, value: AccountingForm[K]) => {
    setError(null);
    setForm({ ...form, [key]: value });
  };

  const onSave = async () => {
    const parsed = accountingInput(form);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    try {
      const result = await save({ variables: { input: parsed.input } });
      if (result.data) setForm(formOf(result.data.updatePolicySettings));
      toaster.create({ type: 'success', title: 'PTO settings saved successfully' });
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to save settings'));
    }
  };

  const onSecondApproval = async (id: string, requiresHrApproval: boolean) => {
    try {
      await setSecondApproval({ variables: { id, requiresHrApproval } });
    } catch (caught) {
      toaster.create({ type: 'error', title: errorMessage(caught, 'Failed to save request type') });
    }
  };

  return (
    <Stack gap="6" data-testid="accounting-settings">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Accrual and carry-over</Card.Title>
          <Card.Description>
            What has accrued so far is what can be taken. Changes apply from now to everyone without their own
            allowance; balances show the change in their ledger.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              label="PTO accrual"
              value={form.ptoAccrualType}
              options={ACCRUAL_OPTIONS}
              onChange={(value) => update('ptoAccrualType', value as AccrualType)}
            />
            <SelectField
              label="Sickness accrual"
              value={form.sicknessAccrualType}
              options={ACCRUAL_OPTIONS}
              onChange={(value) => update('sicknessAccrualType', value as AccrualType)}
            />
            <ToggleField
              label="Carry unused PTO into the next year"
              checked={form.allowCarryover}
              onChange={(checked) => update('allowCarryover', checked)}
            />
            <NumberField
              label="Most days carried over"
              help="0-365, in steps of 0.5"
              value={form.maxCarryoverDays}
              onChange={(value) => update('maxCarryoverDays', value)}
            />
            <Field.Root>
              <Field.Label>Carried-over days lapse after (MM-DD)</Field.Label>
              <Input
                placeholder="e.g. 03-31"
                value={form.carryoverExpiryMonthDay}
                onChange={(e) => update('carryoverExpiryMonthDay', e.target.value)}
              />
              <Field.HelperText>Empty: they never lapse.</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Staffing and escalation</Card.Title>
          <Card.Description>
            The form, the approval card and the calendar warn, naming who else is off, when a team would fall below the
            minimum.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <NumberField
              label="People who must be present"
              help="Per team, on every working day; 0: no minimum."
              value={form.minimumStaffingCount}
              onChange={(value) => update('minimumStaffingCount', value)}
            />
            <NumberField
              label="Share of a team that must be present (%)"
              help="0-100; the larger of the two minimums applies."
              value={form.minimumStaffingPercent}
              onChange={(value) => update('minimumStaffingPercent', value)}
            />
            <ToggleField
              label="Refuse requests below the minimum"
              help="Off: a warning only; the approver decides."
              checked={form.staffingHardBlock}
              onChange={(checked) => update('staffingHardBlock', checked)}
            />
            <NumberField
              label="Escalation delay (hours)"
              help="0-168. A request waiting this long goes to the approver's manager, then HR."
              value={form.escalationDelay}
              onChange={(value) => update('escalationDelay', value)}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      {error && (
        <Alert.Root status="error" data-testid="accounting-settings-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Flex justify="end">
        <Button colorPalette="blue" loading={saveState.loading} onClick={() => void onSave()}>
          <Save /> Save Settings
        </Button>
      </Flex>

      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Second approval</Card.Title>
          <Card.Description>
            Request types that need HR&apos;s approval after the manager&apos;s. Saved as you switch.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="3" data-testid="second-approval">
            {query.data!.requestTypes.map((type) => (
              <ToggleField
                key={type.id}
                label={`${type.displayName}: HR approves too`}
                checked={type.requiresHrApproval}
                onChange={(checked) => void onSecondApproval(type.id, checked)}
              />
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
