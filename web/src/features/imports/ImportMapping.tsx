import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../components/SelectField';
import { formatLocale, useTranslation } from '../../i18n';
import { listFormat } from '../../i18n/intl';

export interface MappingEntry {
  column: string;
  field: string | null;
}

interface ImportMappingProps {
  fields: readonly { field: string; label: string; required: boolean }[];
  mapping: readonly MappingEntry[];
  onChange: (mapping: MappingEntry[]) => void;
  disabled?: boolean;
}

/** The mapping step: which field each column of the file is read as, guessed by the server and corrected here. */
export function ImportMapping({ fields, mapping, onChange, disabled }: ImportMappingProps) {
  const { t, i18n } = useTranslation('imports');
  const options = [
    { value: '', label: t('mapping.ignore') },
    ...fields.map((field) => ({
      value: field.field,
      label: field.required ? t('mapping.required', { field: field.label }) : field.label,
    })),
  ];
  const list = listFormat(formatLocale(i18n.language), { type: 'conjunction' });
  const missing = fields.filter((field) => field.required && !mapping.some((entry) => entry.field === field.field));
  return (
    <Stack gap="3" as="section" aria-labelledby="import-mapping-title">
      <Heading as="h3" size="sm" id="import-mapping-title">
        {t('mapping.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('mapping.help')}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="3">
        {mapping.map((entry, index) => (
          <SelectField
            key={entry.column}
            kind="form"
            label={t('mapping.column', { column: entry.column })}
            value={entry.field ?? ''}
            options={options}
            disabled={disabled}
            onChange={(value) =>
              onChange(
                mapping.map((other, i) =>
                  i === index
                    ? { ...other, field: value || null }
                    : // A field is read from one column: choosing it here frees it elsewhere.
                      { ...other, field: value && other.field === value ? null : other.field },
                ),
              )
            }
          />
        ))}
      </Grid>
      {missing.length > 0 && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('mapping.missing', { fields: list.format(missing.map((field) => field.label)) })}
        </Text>
      )}
    </Stack>
  );
}
