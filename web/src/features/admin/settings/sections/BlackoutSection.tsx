import { Button, Field, Flex, IconButton, Input, SimpleGrid, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../../components/toaster';
import { useTranslation } from '../../../../i18n';
import { formatDate } from '../../../../lib/dates';
import { SettingsSection, type SectionProps } from '../PolicyFields';
import { addBlackoutDate, addBlackoutRange } from '../policyLists';

function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

function SingleDates({ form, update }: SectionProps) {
  const { t } = useTranslation('admin-settings');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addBlackoutDate(form.blackoutDates, date, t);
    if ('error' in result) return setError(result.error);
    update({ blackoutDates: result.list });
    setDate('');
    setError(null);
    toaster.create({ type: 'success', title: t('blackout.dateAdded'), description: formatDate(date) });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        {t('blackout.singleDates')}
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>{t('blackout.date')}</Field.Label>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field.Root>
        <Button variant="outline" onClick={add}>
          <Plus /> {t('blackout.addDate')}
        </Button>
      </Flex>
      <InlineError message={error} />
      {form.blackoutDates.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('blackout.noDates')}
        </Text>
      ) : (
        <Wrap gap="2" as="ul" aria-label={t('blackout.dates')} listStyleType="none">
          {form.blackoutDates.map((day) => (
            <Tag.Root as="li" key={day} size="lg" variant="surface">
              <Tag.Label>{formatDate(day)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('blackout.removeDate', { date: formatDate(day) })}
                  onClick={() => update({ blackoutDates: form.blackoutDates.filter((d) => d !== day) })}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

function Ranges({ form, update }: SectionProps) {
  const { t } = useTranslation('admin-settings');
  const [range, setRange] = useState({ start: '', end: '', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addBlackoutRange(form.blackoutDateRanges, range, t);
    if ('error' in result) return setError(result.error);
    update({ blackoutDateRanges: result.list });
    setRange({ start: '', end: '', reason: '' });
    setError(null);
    toaster.create({
      type: 'success',
      title: t('blackout.rangeAdded'),
      description: t('blackout.range', { start: formatDate(range.start), end: formatDate(range.end) }),
    });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        {t('blackout.ranges')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{t('blackout.rangeStart')}</Field.Label>
          <Input type="date" value={range.start} onChange={(e) => setRange({ ...range, start: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('blackout.rangeEnd')}</Field.Label>
          <Input
            type="date"
            min={range.start || undefined}
            value={range.end}
            onChange={(e) => setRange({ ...range, end: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('blackout.reason')}</Field.Label>
          <Input
            value={range.reason}
            placeholder={t('blackout.reasonPlaceholder')}
            onChange={(e) => setRange({ ...range, reason: e.target.value })}
          />
        </Field.Root>
        <Button variant="outline" onClick={add}>
          <Plus /> {t('blackout.addRange')}
        </Button>
      </SimpleGrid>
      <InlineError message={error} />
      {form.blackoutDateRanges.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('blackout.noRanges')}
        </Text>
      ) : (
        <Stack as="ul" aria-label={t('blackout.rangesLabel')} gap="2" listStyleType="none">
          {form.blackoutDateRanges.map((item, index) => (
            <Flex
              as="li"
              key={`${item.start}-${item.end}-${index}`}
              data-testid="blackout-range"
              gap="3"
              align="center"
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="2"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">
                  {t('blackout.range', { start: formatDate(item.start), end: formatDate(item.end) })}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {item.reason}
                </Text>
              </Stack>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('blackout.removeRange', { start: formatDate(item.start), end: formatDate(item.end) })}
                onClick={() => update({ blackoutDateRanges: form.blackoutDateRanges.filter((_, i) => i !== index) })}
              >
                <Trash2 />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Spec §2: blackout single dates and ranges with a reason; they are saved with Save Settings. */
export function BlackoutSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="blackout" title={t('blackout.title')} description={t('blackout.description')}>
      <SingleDates {...props} />
      <Ranges {...props} />
    </SettingsSection>
  );
}
