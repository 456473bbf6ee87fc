import { NativeSelect } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './FormField';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Pick<
  FormFieldProps,
  'label' | 'help' | 'error' | 'required' | 'disabled' | 'kind' | 'root'
> {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  name?: string;
  /** A filter's minimum width. */
  minW?: string;
}

/** A labelled native select (FormField around it): a filter (the default) or, with `kind="form"`, a form field. */
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
    <FormField
      label={label}
      help={help}
      error={error}
      required={required}
      disabled={disabled}
      kind={kind}
      root={layout}
    >
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
    </FormField>
  );
}
