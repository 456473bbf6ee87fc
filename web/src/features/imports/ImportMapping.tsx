import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../components/SelectField';

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
  const options = [
    { value: '', label: 'Ignore this column' },
    ...fields.map((field) => ({ value: field.field, label: `${field.label}${field.required ? ' (required)' : ''}` })),
  ];
  const missing = fields.filter((field) => field.required && !mapping.some((entry) => entry.field === field.field));
  return (
    <Stack gap="3" as="section" aria-labelledby="import-mapping-title">
      <Heading as="h3" size="sm" id="import-mapping-title">
        Columns
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Each column of the file and what it is read as. Correct any the guess got wrong.
      </Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="3">
        {mapping.map((entry, index) => (
          <SelectField
            key={entry.column}
            kind="form"
            label={`Column “${entry.column}”`}
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
          Choose a column for {missing.map((field) => field.label).join(', ')}.
        </Text>
      )}
    </Stack>
  );
}
