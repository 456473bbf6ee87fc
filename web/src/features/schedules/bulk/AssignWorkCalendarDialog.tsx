import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { AppDialog } from '../../../components/AppDialog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toaster } from '../../../components/toaster';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { refreshFields } from '../../../lib/cache';
import { todayIso } from '../../../lib/dates';

const OptionsQuery = graphql(`
  query AssignWorkCalendarOptions {
    locations {
      id
      name
    }
    workingTime {
      templates {
        key
        name
      }
    }
  }
`);

const AssignMutation = graphql(`
  mutation AssignWorkCalendar($input: AssignWorkCalendarInput!) {
    assignWorkCalendar(input: $input) {
      id
      location {
        id
        name
      }
      workSchedule {
        id
        template
        effectiveFrom
      }
    }
  }
`);

const KEEP = '';

/** The bulk editor: one location and/or one schedule template for every person picked, all or none. */
export function AssignWorkCalendarDialog({
  ids,
  onClose,
  onAssigned,
}: {
  ids: readonly string[];
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation('schedules');
  const options = useQuery(OptionsQuery);
  const [locationId, setLocationId] = useState(KEEP);
  const [template, setTemplate] = useState(KEEP);
  const [effectiveFrom, setEffectiveFrom] = useState(todayIso());
  const [error, setError] = useState<string | null>(null);
  const [assign, { loading }] = useMutation(AssignMutation, {
    update: (cache) => refreshFields(cache, 'users', 'locations', 'balances', 'teamCalendar'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locationId === KEEP && template === KEEP) return setError(t('bulk.chooseSomething'));
    if (template !== KEEP && !effectiveFrom) return setError(t('bulk.chooseDate'));
    try {
      await assign({
        variables: {
          input: {
            userIds: [...ids],
            ...(locationId === KEEP ? {} : { locationId }),
            ...(template === KEEP ? {} : { template, effectiveFrom }),
          },
        },
      });
      toaster.create({ type: 'success', title: t('bulk.done', { count: ids.length }) });
      onAssigned();
    } catch (failure) {
      setError(errorMessage(failure, t('bulk.failed')));
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('bulk.title', { count: ids.length })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('bulk.cancel')}
          </Button>
          <Button colorPalette="blue" type="submit" form="assign-work-calendar" loading={loading}>
            {t('bulk.submit')}
          </Button>
        </>
      }
    >
      <form id="assign-work-calendar" onSubmit={submit} noValidate aria-label={t('bulk.formLabel')}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('bulk.explain')}
          </Text>
          <SelectField
            kind="form"
            label={t('bulk.location')}
            name="locationId"
            value={locationId}
            onChange={(value) => {
              setLocationId(value);
              setError(null);
            }}
            options={[
              { value: KEEP, label: t('bulk.keepLocation') },
              ...(options.data?.locations ?? []).map((location) => ({ value: location.id, label: location.name })),
            ]}
          />
          <SelectField
            kind="form"
            label={t('bulk.template')}
            name="template"
            value={template}
            onChange={(value) => {
              setTemplate(value);
              setError(null);
            }}
            options={[
              { value: KEEP, label: t('bulk.keepSchedule') },
              ...(options.data?.workingTime.templates ?? []).map((option) => ({
                value: option.key,
                label: option.name,
              })),
            ]}
          />
          {template !== KEEP && (
            <TextField
              label={t('bulk.effectiveFrom')}
              name="effectiveFrom"
              type="date"
              value={effectiveFrom}
              onChange={(value) => {
                setEffectiveFrom(value);
                setError(null);
              }}
              help={t('bulk.effectiveFromHelp')}
              required
            />
          )}
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
