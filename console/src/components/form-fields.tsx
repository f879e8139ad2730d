import { useField } from 'formik';
import type { ComponentProps } from 'react';
import { PasswordField, TextField } from 'shared-ui';

type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

/** The console's formik bindings of shared-ui fields: the field's value and handlers, its error once touched. */
function useBound(name: string) {
  const [field, meta] = useField(name);
  return { ...field, error: meta.touched && meta.error ? meta.error : undefined };
}

export function FormTextField({ name, ...props }: Bound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useBound(name)} />;
}

export function FormPasswordField({ name, ...props }: Bound<ComponentProps<typeof PasswordField>>) {
  return <PasswordField {...props} {...useBound(name)} />;
}
