import { Field, Input, type InputProps } from '@chakra-ui/react';

export interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'required'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** A hint under the field (hidden while there is an error). */
  help?: string;
  error?: string;
  required?: boolean;
  /** `filter`: the small, muted label and input of a filter bar; `form` (default): a form field. */
  kind?: 'form' | 'filter';
  /** Layout of the field as a whole (label, input and messages). */
  root?: Omit<Field.RootProps, 'children'>;
}

/**
 * A labelled text input. Field.Root ties the label, the help and the error to the input (for, aria-
 * describedby, aria-invalid, required), so a screen reader reads them with it.
 */
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
  const filter = kind === 'filter';
  return (
    <Field.Root required={required} invalid={!!error} readOnly={readOnly} {...root}>
      <Field.Label {...(filter ? { fontSize: 'xs', color: 'fg.muted' } : {})}>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        size={filter ? 'sm' : undefined}
        value={value}
        readOnly={readOnly}
        bg={readOnly ? 'bg.muted' : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        {...input}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
