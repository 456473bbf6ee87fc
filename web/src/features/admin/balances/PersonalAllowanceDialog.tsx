import { Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/dates';
import { validateAllowanceDraft, type AllowanceDraft, type AllowanceDraftErrors } from './balanceEdit';
import { refreshAfterBalanceChange } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

export const PersonalAllowanceDialog_user = graphql(`
  fragment PersonalAllowanceDialog_user on User {
    id
    allowanceOverrides {
      type
      days
      reason
      updatedAt
    }
  }
`);

const PersonalAllowanceQuery = graphql(`
  query AdminPersonalAllowance($userId: ID!) {
    user(id: $userId) {
      ...PersonalAllowanceDialog_user
    }
  }
`);

const SetAllowanceMutation = graphql(`
  mutation AdminSetAllowanceOverride($input: AllowanceOverrideInput!) {
    setAllowanceOverride(input: $input) {
      ...PersonalAllowanceDialog_user
    }
  }
`);

interface PersonalAllowanceDialogProps {
  person: { id: string; fullName: string };
  requestType: { name: string; displayName: string };
  onClose: () => void;
}

/**
 * A person's own yearly allowance of one type, which policy changes leave alone (part-time, a contract
 * with more days): set or changed with a reason, or removed so the policy's allowance applies again.
 * Their balances of this year and later follow on the server; the table is read again.
 */
export function PersonalAllowanceDialog({ person, requestType, onClose }: PersonalAllowanceDialogProps) {
  const query = useQuery(PersonalAllowanceQuery, { variables: { userId: person.id } });
  const { t } = useTranslation('admin-balances');
  const current = getFragmentData(PersonalAllowanceDialog_user, query.data?.user)?.allowanceOverrides.find(
    (override) => override.type === requestType.name,
  );
  // The days field starts from the person's own allowance once it is read, until the administrator types.
  const [typedDays, setTypedDays] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<AllowanceDraftErrors>({});
  // The person's balances of this year and later follow on the server.
  const [setAllowance, { loading }] = useMutation(SetAllowanceMutation, { update: refreshAfterBalanceChange });
  const days = typedDays ?? (current ? String(current.days) : '');
  const draft: AllowanceDraft = { days, reason };

  const send = async (removing: boolean) => {
    const found = validateAllowanceDraft(draft, t, removing);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await setAllowance({
        variables: {
          input: {
            userId: person.id,
            type: requestType.name,
            days: removing ? null : Number(days),
            reason: reason.trim(),
          },
        },
      });
      toaster.create({
        type: 'success',
        title: removing ? t('allowance.removed') : t('allowance.saved'),
        description: t('allowance.savedDetail', { name: person.fullName, type: requestType.displayName }),
      });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('allowance.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('allowance.title', { type: requestType.displayName, name: person.fullName })}
      footer={
        <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          {current && (
            <Button variant="outline" colorPalette="red" loading={loading} onClick={() => void send(true)}>
              {t('allowance.usePolicy')}
            </Button>
          )}
          <Button colorPalette="blue" type="submit" form="personal-allowance-form" loading={loading}>
            {t('common:actions.save')}
          </Button>
        </Flex>
      }
    >
      <form id="personal-allowance-form" onSubmit={submit} noValidate aria-label={t('allowance.form')}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="allowance-now">
            {query.loading
              ? t('allowance.reading')
              : current
                ? t('allowance.own', {
                    count: current.days,
                    since: formatDate(current.updatedAt),
                    reason: current.reason,
                  })
                : t('allowance.policyApplies')}
          </Text>
          <Field.Root required invalid={!!errors.days}>
            <Field.Label>
              {t('allowance.days')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="days"
              type="number"
              inputMode="decimal"
              min={0}
              max={365}
              step={0.5}
              value={days}
              onChange={(e) => {
                setTypedDays(e.target.value);
                setErrors({});
              }}
            />
            {errors.days ? (
              <Field.ErrorText>{errors.days}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('allowance.daysHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={!!errors.reason}>
            <Field.Label>
              {t('editRow.reason')} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
            />
            <Field.ErrorText>{errors.reason}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </form>
    </AppDialog>
  );
}
