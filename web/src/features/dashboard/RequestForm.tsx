import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { ArrowRight, Save, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import type { RequestForm_BalanceFragment } from '../../__generated__/graphql';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { balanceHint, requestedDays, todayIso } from '../../lib/dates';
import { clearEditingDraft, draftTimes, saveDraft, type Draft, type DraftFields } from '../../lib/drafts';
import { StaffingWarning } from '../staffing/StaffingWarning';
import { YearBalanceHints } from './YearBalanceHints';
import { dayCount } from '../../lib/plural';
import { refreshAfterRequestChange } from '../../lib/cache';
import { HourlyTimes, NO_TIMES, timesToSend } from '../schedules/HourlyTimes';
import { formatAmount } from '../schedules/scheduleLabels';

export const RequestForm_balance = graphql(`
  fragment RequestForm_balance on LeaveBalance {
    id
    type
    unit
    availableDays
  }
`);

const RequestTypesQuery = graphql(`
  query RequestFormTypes {
    requestTypes {
      id
      name
      displayName
      requiresApproval
      unit
    }
  }
`);

const DayCountQuery = graphql(`
  query RequestFormDayCount($input: DayCountInput!, $startDate: Date!, $endDate: Date!) {
    leaveDayCount(input: $input) {
      days
      unit
      dayCounting
      summary
      years {
        ...YearBalanceHints_charge
      }
    }
    staffingCheck(startDate: $startDate, endDate: $endDate) {
      ...StaffingWarning_check
    }
  }
`);

const SubmitRequestMutation = graphql(`
  mutation SubmitLeaveRequest($input: SubmitLeaveRequestInput!) {
    submitLeaveRequest(input: $input) {
      id
      requestId
      days
      unit
      status
      requestType {
        id
        displayName
      }
    }
  }
`);

export const EMPTY_FORM: DraftFields = {
  type: 'pto',
  startDate: '',
  endDate: '',
  startHalfDay: false,
  endHalfDay: false,
  notes: '',
};

/** Only the form's own fields (a stored draft also carries its id and savedAt). */
function draftFields(draft: Draft): DraftFields {
  const { type, startDate, endDate, startHalfDay, endHalfDay, notes } = { ...EMPTY_FORM, ...draft };
  return { type, startDate, endDate, startHalfDay, endHalfDay, notes };
}

interface RequestFormProps {
  balances: RequestForm_BalanceFragment[];
  hasManager: boolean;
  /** The draft being edited, if the form was opened from one. */
  draft: Draft | null;
  onDone: () => void;
  onCancel: () => void;
}

function WorkflowHint({ hasManager, automatic }: { hasManager: boolean; automatic: boolean }) {
  const steps = automatic
    ? ['Submit', 'Approved automatically']
    : ['Submit', hasManager ? 'Manager Review' : 'HR Review', 'Approved/Rejected'];
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="workflow-hint">
      <Text srOnly>Workflow: {steps.join(', then ')}</Text>
      {steps.map((step, i) => (
        <HStack key={step} gap="2">
          {i > 0 && <ArrowRight size={14} aria-hidden />}
          <Box as="span" px="2" py="0.5" rounded="full" bg="bg.muted" aria-hidden="true">
            {step}
          </Box>
        </HStack>
      ))}
    </HStack>
  );
}

export function RequestForm({ balances, hasManager, draft, onDone, onCancel }: RequestFormProps) {
  const [form, setForm] = useState<DraftFields>(() => (draft ? draftFields(draft) : EMPTY_FORM));
  const [error, setError] = useState<string | null>(null);
  const [times, setTimes] = useState(() => (draft ? draftTimes(draft) : NO_TIMES));
  const { data: typesData } = useQuery(RequestTypesQuery);
  const [submitRequest, { loading }] = useMutation(SubmitRequestMutation, { update: refreshAfterRequestChange });
  const today = todayIso();
  const datesValid = !!form.startDate && !!form.endDate && form.startDate <= form.endDate;
  const hourly = typesData?.requestTypes.find((t) => t.name === form.type)?.unit === 'HOURS';
  const sentTimes = hourly ? timesToSend(times, form.startDate === form.endDate) : {};

  const { data: countData } = useQuery(
    DayCountQuery,
    datesValid
      ? {
          variables: {
            input: {
              type: form.type,
              startDate: form.startDate,
              endDate: form.endDate,
              startHalfDay: form.startHalfDay,
              endHalfDay: form.endHalfDay,
              ...sentTimes,
            },
            startDate: form.startDate,
            endDate: form.endDate,
          },
        }
      : skipToken,
  );

  const types = typesData?.requestTypes ?? [];
  const selectedType = types.find((t) => t.name === form.type);
  const balance = balances.find((b) => b.type === form.type);
  const localDays = datesValid ? requestedDays(form.startDate, form.endDate, form.startHalfDay, form.endHalfDay) : 0;
  const days = countData?.leaveDayCount.days ?? localDays;
  // "3 days", "2.5 h": the figure stands out, its unit follows.
  const [figure, ...unitWords] = formatAmount(days, countData?.leaveDayCount.unit).split(' ');
  // Before the server's per-year answer arrives, this year's balance gives the spec's hint.
  const hint = balance && datesValid && !countData ? balanceHint(days, balance.availableDays) : null;

  const update = <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => {
    setError(null);
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (key === 'startDate' && next.endDate && next.endDate < (value as string)) next.endDate = value as string;
      return next;
    });
  };

  const onSaveDraft = () => {
    if (!form.type || !datesValid) {
      setError('Please set type and valid start/end dates before saving a draft');
      return;
    }
    // An hourly request's times are kept with it.
    saveDraft(hourly && (times.startTime || times.endTime) ? { ...form, ...times } : form, draft?.id);
    clearEditingDraft();
    toaster.create({ type: 'success', title: 'Draft saved', description: 'You can find it in Request History.' });
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.type || !form.startDate || !form.endDate) {
      setError('Please fill in all required fields');
      return;
    }
    if (form.startDate > form.endDate) {
      setError('Start date cannot be after end date');
      return;
    }
    try {
      const { type, startDate, endDate, startHalfDay, endHalfDay } = form;
      const { data } = await submitRequest({
        variables: {
          input: { type, startDate, endDate, startHalfDay, endHalfDay, notes: form.notes.trim(), ...sentTimes },
        },
      });
      const created = data?.submitLeaveRequest;
      clearEditingDraft();
      setForm(EMPTY_FORM);
      setTimes(NO_TIMES);
      toaster.create({
        type: 'success',
        title: 'Request submitted',
        description: created
          ? `${created.requestType.displayName} request ${created.requestId} for ${formatAmount(created.days, created.unit)} ${created.status === 'APPROVED' ? 'was approved.' : 'is awaiting review.'}`
          : undefined,
        duration: 8000,
      });
      onDone();
    } catch (submitError) {
      const message = errorMessage(submitError, 'Failed to submit request');
      setError(message);
      toaster.create({ type: 'error', title: 'Failed to submit request', description: message });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="request-form-title" borderColor="blue.muted">
      <Card.Header>
        <Card.Title id="request-form-title" as="h2">
          {draft ? 'Edit Draft Request' : 'New Time Off Request'}
        </Card.Title>
        <WorkflowHint hasManager={hasManager} automatic={selectedType ? !selectedType.requiresApproval : false} />
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Time off request">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  Type <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field name="type" value={form.type} onChange={(e) => update('type', e.target.value)}>
                    {types.length === 0 && <option value={form.type}>{form.type}</option>}
                    {types.map((t) => (
                      <option key={t.id} value={t.name}>
                        {t.displayName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {balance && (
                  <Field.HelperText>
                    {balance.unit === 'HOURS'
                      ? formatAmount(balance.availableDays, 'HOURS')
                      : dayCount(balance.availableDays)}{' '}
                    available
                  </Field.HelperText>
                )}
              </Field.Root>
              <Stack gap="2">
                <Field.Root required>
                  <Field.Label>
                    Start date <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="date"
                    name="startDate"
                    min={today}
                    value={form.startDate}
                    onChange={(e) => update('startDate', e.target.value)}
                  />
                </Field.Root>
                <Checkbox.Root
                  size="sm"
                  checked={form.startHalfDay}
                  onCheckedChange={(e) => update('startHalfDay', e.checked === true)}
                >
                  <Checkbox.HiddenInput name="startHalfDay" />
                  <Checkbox.Control />
                  <Checkbox.Label>Start half day</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
              <Stack gap="2">
                <Field.Root required>
                  <Field.Label>
                    End date <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="date"
                    name="endDate"
                    min={form.startDate || today}
                    value={form.endDate}
                    onChange={(e) => update('endDate', e.target.value)}
                  />
                </Field.Root>
                <Checkbox.Root
                  size="sm"
                  checked={form.endHalfDay}
                  onCheckedChange={(e) => update('endHalfDay', e.checked === true)}
                >
                  <Checkbox.HiddenInput name="endHalfDay" />
                  <Checkbox.Control />
                  <Checkbox.Label>End half day</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </SimpleGrid>
            {hourly && <HourlyTimes times={times} oneDay={form.startDate === form.endDate} onChange={setTimes} />}
            <Field.Root>
              <Field.Label>Notes (optional)</Field.Label>
              <Textarea
                name="notes"
                rows={3}
                value={form.notes}
                onChange={(e) => update('notes', e.target.value)}
                placeholder="Anything your reviewer should know"
              />
            </Field.Root>
            {datesValid && (
              <Text fontSize="sm" data-testid="requested-days">
                Requesting <strong>{figure}</strong> {unitWords.join(' ')}
                {(countData?.leaveDayCount.years.length ?? 0) > 1 ? ', charged to each year by its own days' : ''}.
              </Text>
            )}
            {datesValid && countData?.leaveDayCount.summary && (
              <Text fontSize="sm" color="fg.muted" data-testid="day-count-summary">
                {countData.leaveDayCount.summary}.
              </Text>
            )}
            {datesValid && countData && <YearBalanceHints charges={countData.leaveDayCount.years} />}
            {datesValid && <StaffingWarning check={countData?.staffingCheck} subject="you" />}
            {hint && (
              <Alert.Root status={hint.status} size="sm" data-testid="balance-hint">
                <Alert.Indicator />
                <Alert.Title>{hint.message}</Alert.Title>
              </Alert.Root>
            )}
            {error && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <Flex gap="3" justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button variant="outline" onClick={onSaveDraft}>
                <Save /> Save Draft
              </Button>
              <Button type="submit" colorPalette="blue" loading={loading} loadingText="Submitting...">
                <Send /> Submit Request
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
