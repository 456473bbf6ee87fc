import { Field, NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  name?: string;
  help?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** `filter` (default): the small, muted label of a filter bar; `form`: a form field. */
  kind?: 'form' | 'filter';
  minW?: string;
  /** Layout of the field as a whole, replacing the filter bar's. */
  root?: Omit<Field.RootProps, 'children'>;
}

/** A labelled native select (filters, pickers and forms), its help and error tied to it like TextField's. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
  help,
  error,
  required,
  disabled,
  kind = 'filter',
  minW = '44',
  root,
}: SelectFieldProps) {
  const filter = kind === 'filter';
  const layout =
    root ?? (filter ? { minW, w: { base: 'full', sm: 'auto' }, flex: { base: 'initial', sm: '0 1 auto' } } : {});
  return (
    <Field.Root required={required} invalid={!!error} disabled={disabled} {...layout}>
      <Field.Label {...(filter ? { fontSize: 'xs', color: 'fg.muted' } : {})}>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size={filter ? 'sm' : undefined}>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
