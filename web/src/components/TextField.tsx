import { Input, type InputProps } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './FormField';

export interface TextFieldProps
  extends
    Omit<InputProps, 'value' | 'onChange' | 'required'>,
    Pick<FormFieldProps, 'label' | 'help' | 'error' | 'required' | 'kind' | 'root'> {
  value: string;
  onChange?: (value: string) => void;
}

/** A labelled text input (FormField around an Input): a form field, or a filter bar's with `kind="filter"`. */
export function TextField({
  label,
  value,
  onChange,
  help,
  error,
  required,
  readOnly,
  kind = 'form',
  root,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} help={help} error={error} required={required} readOnly={readOnly} kind={kind} root={root}>
      <Input
        size={kind === 'filter' ? 'sm' : undefined}
        value={value}
        readOnly={readOnly}
        bg={readOnly ? 'bg.muted' : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        {...input}
      />
    </FormField>
  );
}
