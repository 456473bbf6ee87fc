import { Field, NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  name?: string;
  minW?: string;
}

/** A labelled native select (filters and pickers). */
export function SelectField({ label, value, options, onChange, name, minW = '44' }: SelectFieldProps) {
  return (
    <Field.Root minW={minW} w={{ base: 'full', sm: 'auto' }} flex={{ base: 'initial', sm: '0 1 auto' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
