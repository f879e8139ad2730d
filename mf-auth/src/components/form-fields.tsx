import { useField } from 'formik';
import type { ComponentProps } from 'react';
import { Checkbox, PasswordField, Select, TextField } from 'shared-ui';

type Bound<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
  /** false keeps this field's message hidden (another field already shows the same one). */
  showError?: boolean;
};

/** A formik field's props and its message once it was touched. */
function useBound(name: string, showError = true, type?: string) {
  const [field, meta] = useField({ name, type });
  return { field, error: showError && meta.touched && meta.error ? meta.error : undefined };
}

/** shared-ui's TextField bound to the formik field `name`, showing its error once touched. */
export function FormTextField({ name, showError, ...props }: Bound<ComponentProps<typeof TextField>>) {
  const { field, error } = useBound(name, showError);
  return <TextField {...props} {...field} error={error} />;
}

/** shared-ui's PasswordField (with its show/hide toggle) bound to the formik field `name`. */
export function FormPasswordField({ name, showError, ...props }: Bound<ComponentProps<typeof PasswordField>>) {
  const { field, error } = useBound(name, showError);
  return <PasswordField {...props} {...field} error={error} />;
}

/** shared-ui's Select bound to the formik field `name`. */
export function FormSelect({ name, showError, ...props }: Bound<ComponentProps<typeof Select>>) {
  const { field, error } = useBound(name, showError);
  return <Select {...props} {...field} error={error} />;
}

/** shared-ui's Checkbox bound to the boolean formik field `name`. */
export function FormCheckbox({ name, showError, ...props }: Bound<ComponentProps<typeof Checkbox>>) {
  const { field, error } = useBound(name, showError, 'checkbox');
  return <Checkbox {...props} {...field} error={error} />;
}
