import { Badge, Box, Button, Card, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { LocationsPageQuery } from '../../../__generated__/graphql';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { refreshFields } from '../../../lib/cache';
import { formatDate } from '../../../lib/dates';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { LocationDays } from './LocationDays';
import {
  EMPTY_LOCATION,
  LocationFields,
  validateLocation,
  weekdayOptions,
  type LocationErrors,
  type LocationForm,
} from './LocationFields';
import { useTranslation } from '../../../i18n';
import type { Translate } from '../shared/translate';

const LocationsQuery = graphql(`
  query LocationsPage {
    locations {
      id
      name
      countryCode
      countryName
      regionCode
      regionName
      timeZone
      weekendDays
      isDefault
      peopleCount
      today
    }
    holidayCountries {
      code
      name
      regions {
        code
        name
      }
    }
  }
`);

const CreateMutation = graphql(`
  mutation LocationsCreate($input: CreateLocationInput!) {
    createLocation(input: $input) {
      id
    }
  }
`);

const UpdateMutation = graphql(`
  mutation LocationsUpdate($id: ID!, $input: UpdateLocationInput!) {
    updateLocation(id: $id, input: $input) {
      id
      name
      countryCode
      countryName
      regionCode
      regionName
      timeZone
      weekendDays
      today
    }
  }
`);

const DeleteMutation = graphql(`
  mutation LocationsDelete($id: ID!) {
    deleteLocation(id: $id)
  }
`);

type Location = LocationsPageQuery['locations'][number];

/** A location's weekend, calendar and zone decide every count and calendar of its people. */
const refreshAll = {
  update: (cache: ApolloCache) =>
    refreshFields(cache, 'locations', 'location', 'locationCalendars', 'leaveDayCount', 'users'),
};

const formOf = (location: Location): LocationForm => ({
  name: location.name,
  countryCode: location.countryCode ?? '',
  regionCode: location.regionCode ?? '',
  timeZone: location.timeZone,
  weekendDays: location.weekendDays,
});

/** A location's weekend in short day names, Monday first ("Sat, Sun"). */
const weekendText = (days: readonly string[], t: Translate) =>
  days.length
    ? weekdayOptions('short', { isoOrder: true })
        .filter((day) => days.includes(day.value))
        .map((day) => day.label)
        .join(', ')
    : t('noWeekend');

/** Spec: /admin/locations — where people work, with each place's weekend, time zone and days off. */
export default function LocationsPage() {
  const query = useQuery(LocationsQuery);
  const { t } = useTranslation('admin-locations');
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [form, setForm] = useState<LocationForm>(EMPTY_LOCATION);
  const [errors, setErrors] = useState<LocationErrors>({});
  const [deleting, setDeleting] = useState(false);
  const [create, createState] = useMutation(CreateMutation, refreshAll);
  const [update, updateState] = useMutation(UpdateMutation, refreshAll);
  const [remove, removeState] = useMutation(DeleteMutation, refreshAll);

  if (!query.data)
    return (
      <>
        <PageHeader title={t('title')} />
        {query.error ? (
          <ErrorWithRetry title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PageSpinner label={t('loading')} />
        )}
      </>
    );

  const { locations, holidayCountries } = query.data;
  const current = locations.find((location) => location.id === selected) ?? null;
  const open = (location: Location | null) => {
    setSelected(location ? location.id : 'new');
    setForm(location ? formOf(location) : EMPTY_LOCATION);
    setErrors({});
  };

  const save = async () => {
    const found = validateLocation(form, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = {
      name: form.name.trim(),
      countryCode: form.countryCode || null,
      regionCode: form.regionCode || null,
      timeZone: form.timeZone,
      weekendDays: form.weekendDays,
    };
    try {
      if (current) await update({ variables: { id: current.id, input } });
      else setSelected((await create({ variables: { input } })).data?.createLocation.id ?? null);
      toaster.create({
        type: 'success',
        title: current ? t('saved') : t('added'),
        description: input.name,
      });
    } catch (failure) {
      const message = errorMessage(failure, t('saveFailed'));
      const field = (failure as { errors?: { extensions?: { field?: string } }[] }).errors?.[0]?.extensions?.field;
      setErrors(field ? { [field]: message } : { name: message });
      toaster.create({ type: 'error', title: t('saveFailed'), description: message });
    }
  };

  const confirmDelete = async () => {
    if (!current) return;
    try {
      await remove({ variables: { id: current.id } });
      toaster.create({ type: 'success', title: t('removed'), description: current.name });
      setDeleting(false);
      setSelected(null);
    } catch (failure) {
      toaster.create({ type: 'error', title: t('removeFailed'), description: errorMessage(failure, '') });
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button colorPalette="blue" size="sm" onClick={() => open(null)}>
            <Plus /> {t('new')}
          </Button>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '22rem 1fr' }} gap="5" alignItems="start">
        <Stack as="ul" aria-label={t('list')} gap="2" listStyleType="none">
          {locations.map((location) => (
            <Box as="li" key={location.id}>
              <Button
                variant={location.id === selected ? 'subtle' : 'outline'}
                w="full"
                h="auto"
                py="2"
                justifyContent="start"
                textAlign="start"
                aria-current={location.id === selected ? 'true' : undefined}
                onClick={() => open(location)}
              >
                <Stack gap="0" minW="0" whiteSpace="normal">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="semibold">{location.name}</Text>
                    {location.isDefault && <Badge colorPalette="blue">{t('default')}</Badge>}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    {t('summary', {
                      place: [location.regionName, location.countryName].filter(Boolean).join(', ') || t('noCountry'),
                      timeZone: location.timeZone,
                      weekend: weekendText(location.weekendDays, t),
                      count: location.peopleCount ?? 0,
                    })}
                  </Text>
                </Stack>
              </Button>
            </Box>
          ))}
        </Stack>
        {selected ? (
          <Stack gap="5">
            <Card.Root as="section" aria-labelledby="location-editor-title" size={{ base: 'sm', md: 'md' }}>
              <Card.Header pb="2">
                <Heading id="location-editor-title" as="h2" size="lg">
                  {current ? current.name : t('new')}
                </Heading>
                {current && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('today', { date: formatDate(current.today) })}
                  </Text>
                )}
              </Card.Header>
              <Card.Body>
                <LocationFields
                  form={form}
                  errors={errors}
                  countries={holidayCountries}
                  onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
                />
                <Flex gap="2" mt="5" wrap="wrap">
                  <Button
                    colorPalette="blue"
                    onClick={() => void save()}
                    loading={createState.loading || updateState.loading}
                  >
                    <Save /> {current ? t('save') : t('add')}
                  </Button>
                  {current && !current.isDefault && (
                    <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                      <Trash2 /> {t('remove')}
                    </Button>
                  )}
                </Flex>
              </Card.Body>
            </Card.Root>
            {current && (
              <Card.Root as="section" aria-labelledby="location-days-title" size={{ base: 'sm', md: 'md' }}>
                <Card.Header pb="2">
                  <Heading id="location-days-title" as="h2" size="lg">
                    {t('days.title')}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('days.subtitle')}
                  </Text>
                </Card.Header>
                <Card.Body>
                  <LocationDays key={current.id} locationId={current.id} hasCountry={!!current.countryCode} />
                </Card.Body>
              </Card.Root>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('choose')}</Text>
        )}
      </Grid>
      <AdminConfirmDialog
        open={deleting}
        title={t('removeDialog.title')}
        message={t('removeDialog.question', { name: current?.name })}
        confirmLabel={t('removeDialog.confirm')}
        busy={removeState.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
