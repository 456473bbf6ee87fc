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
import { skipToken, useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
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
import { refreshAfterRequestChange } from '../../lib/cache';
import { HourlyTimes, NO_TIMES, timesToSend } from '../schedules/HourlyTimes';
import { Trans, useTranslation } from '../../i18n';
import { formatAmount, formatFigure } from './amounts';

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
  const { t } = useTranslation('requests');
  const steps = (automatic ? ['submit', 'automatic'] : ['submit', hasManager ? 'manager' : 'hr', 'decision']).map(
    (step) => t(`form.workflow.${step}`),
  );
  const sequence = steps.reduce((first, rest) => t('form.workflow.then', { first, rest }));
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="workflow-hint">
      <Text srOnly>{t('form.workflow.label', { steps: sequence })}</Text>
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
  const { t } = useTranslation('requests');
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
  const roundedDays = Math.round(days * 100) / 100;
  const figure = formatFigure(roundedDays);
  const unit =
    countData?.leaveDayCount.unit === 'HOURS' ? t('form.unitHours') : t('form.unitDays', { count: roundedDays });
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
      setError(t('form.errors.draftIncomplete'));
      return;
    }
    // An hourly request's times are kept with it.
    saveDraft(hourly && (times.startTime || times.endTime) ? { ...form, ...times } : form, draft?.id);
    clearEditingDraft();
    toaster.create({
      type: 'success',
      title: t('form.toasts.draftSaved'),
      description: t('form.toasts.draftSavedHelp'),
    });
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.type || !form.startDate || !form.endDate) {
      setError(t('form.errors.required'));
      return;
    }
    if (form.startDate > form.endDate) {
      setError(t('form.errors.startAfterEnd'));
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
        title: t('form.toasts.submitted'),
        description: created
          ? t(created.status === 'APPROVED' ? 'form.toasts.submittedApproved' : 'form.toasts.submittedPending', {
              type: created.requestType.displayName,
              id: created.requestId,
              amount: formatAmount(created.days, created.unit),
            })
          : undefined,
        duration: 8000,
      });
      onDone();
    } catch (submitError) {
      const message = errorMessage(submitError, t('form.errors.submitFailed'));
      setError(message);
      toaster.create({ type: 'error', title: t('form.errors.submitFailed'), description: message });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="request-form-title" borderColor="blue.muted">
      <Card.Header>
        <Card.Title id="request-form-title" as="h2">
          {draft ? t('form.editTitle') : t('form.title')}
        </Card.Title>
        <WorkflowHint hasManager={hasManager} automatic={selectedType ? !selectedType.requiresApproval : false} />
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('form.label')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field.Root required>
                <Field.Label>
                  {t('form.type')} <Field.RequiredIndicator />
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
                    {t('form.available', {
                      amount: formatAmount(
                        balance.unit === 'HOURS' ? balance.availableDays : Math.round(balance.availableDays * 10) / 10,
                        balance.unit,
                      ),
                    })}
                  </Field.HelperText>
                )}
              </Field.Root>
              <Stack gap="2">
                <Field.Root required>
                  <Field.Label>
                    {t('form.startDate')} <Field.RequiredIndicator />
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
                  <Checkbox.Label>{t('form.startHalfDay')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
              <Stack gap="2">
                <Field.Root required>
                  <Field.Label>
                    {t('form.endDate')} <Field.RequiredIndicator />
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
                  <Checkbox.Label>{t('form.endHalfDay')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </SimpleGrid>
            {hourly && <HourlyTimes times={times} oneDay={form.startDate === form.endDate} onChange={setTimes} />}
            <Field.Root>
              <Field.Label>{t('form.notes')}</Field.Label>
              <Textarea
                name="notes"
                rows={3}
                value={form.notes}
                onChange={(e) => update('notes', e.target.value)}
                placeholder={t('form.notesPlaceholder')}
              />
            </Field.Root>
            {datesValid && (
              <Text fontSize="sm" data-testid="requested-days">
                <Trans
                  t={t}
                  i18nKey={
                    (countData?.leaveDayCount.years.length ?? 0) > 1 ? 'form.requestingByYear' : 'form.requesting'
                  }
                  values={{ figure, unit }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            )}
            {datesValid && countData?.leaveDayCount.summary && (
              <Text fontSize="sm" color="fg.muted" data-testid="day-count-summary">
                {t('form.summary', { summary: countData.leaveDayCount.summary })}
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
                {t('common:actions.cancel')}
              </Button>
              <Button variant="outline" onClick={onSaveDraft}>
                <Save /> {t('form.saveDraft')}
              </Button>
              <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('form.submitting')}>
                <Send /> {t('form.submit')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
