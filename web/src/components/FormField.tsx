import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** A hint under the control (hidden while there is an error). */
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** `filter`: the small, muted label of a filter bar; `form` (default): a form field. */
  kind?: 'form' | 'filter';
  /** Layout of the field as a whole (label, control and messages). */
  root?: Omit<Field.RootProps, 'children'>;
  children: ReactNode;
}

/**
 * A label, a control and its help or error. Field.Root ties them to the control inside (for,
 * aria-describedby, aria-invalid, required), so a screen reader reads them with it.
 */
/** A filter's label: small and muted above its control. */
const FILTER_LABEL = { fontSize: 'xs', color: 'fg.muted' } as const;

export function FormField({ label, help, error, required, disabled, readOnly, kind, root, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={!!error} disabled={disabled} readOnly={readOnly} {...root}>
      <Field.Label {...(kind === 'filter' ? FILTER_LABEL : {})}>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
