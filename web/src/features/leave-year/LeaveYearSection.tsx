import { Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { SettingsSection } from '../admin/settings/PolicyFields';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const LeaveYearQuery = graphql(`
  query LeaveYearSetting {
    leaveYear {
      label
      startMonth
      start
      end
    }
  }
`);

const ChangeLeaveYearMutation = graphql(`
  mutation ChangeLeaveYearStart($startMonth: Int!, $dryRun: Boolean) {
    changeLeaveYearStart(startMonth: $startMonth, dryRun: $dryRun) {
      applied
      startMonth
      moveCount
      negativeCount
    }
  }
`);

/**
 * The month the leave year starts in. Changing it moves every balance into the new leave years, so it
 * is previewed (a dry run) before it is applied, and saved on its own rather than with the policy form.
 */
export function LeaveYearSection() {
  const { data, error, refetch } = useQuery(LeaveYearQuery);
  const [month, setMonth] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ moveCount: number; negativeCount: number } | null>(null);
  const [change, { loading }] = useMutation(ChangeLeaveYearMutation, {
    // Every balance's year and label change with it.
    refetchQueries: 'active',
  });
  const current = data?.leaveYear.startMonth ?? 1;
  const chosen = month ?? current;

  const run = async (dryRun: boolean) => {
    try {
      const result = await change({ variables: { startMonth: chosen, dryRun } });
      const answer = result.data!.changeLeaveYearStart;
      if (dryRun) setPreview(answer);
      else {
        setPreview(null);
        setMonth(null);
        await refetch();
        toaster.create({ type: 'success', title: `The leave year now starts in ${MONTHS[answer.startMonth - 1]}` });
      }
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: 'Failed to change the leave year',
        description: errorMessage(failure, ''),
      });
    }
  };

  return (
    <SettingsSection
      id="leave-year"
      title="Leave year"
      description="The month balances, accrual and carry-over start counting from. Changing it moves every balance into the new leave years."
    >
      {error && !data && <Text color="red.fg">Failed to load the leave year</Text>}
      <Stack gap="3">
        {data && (
          <Text fontSize="sm" data-testid="leave-year-current">
            This leave year: <strong>{data.leaveYear.label}</strong> ({data.leaveYear.start} to {data.leaveYear.end})
          </Text>
        )}
        <Field.Root>
          <Field.Label>Starts in</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="leaveYearStartMonth"
              value={String(chosen)}
              onChange={(e) => {
                setMonth(Number(e.target.value));
                setPreview(null);
              }}
            >
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {preview && (
          <Text fontSize="sm" role="status">
            {preview.moveCount} balances move into the new leave years.{' '}
            {preview.negativeCount > 0
              ? `${preview.negativeCount} would go below zero: correct them first.`
              : 'None goes below zero.'}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={chosen === current}
            loading={loading}
            loadingText="Working…"
            onClick={() => void run(true)}
          >
            Preview
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={chosen === current || !preview || preview.negativeCount > 0}
            loading={loading}
            loadingText="Working…"
            onClick={() => void run(false)}
          >
            Change leave year
          </Button>
        </Flex>
      </Stack>
    </SettingsSection>
  );
}
