import { useField } from 'formik';
import type { ComponentProps } from 'react';
import { Checkbox, Select } from 'shared-ui';

type Bound<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'checked'> & { name: string };

/** A shared-ui Select bound to a formik field (its error once touched). */
export function FormSelect({ name, ...props }: Bound<ComponentProps<typeof Select>>) {
  const [field, meta] = useField<string>(name);
  return <Select {...props} {...field} error={meta.touched && meta.error ? meta.error : undefined} />;
}

/** A shared-ui Checkbox bound to a boolean formik field, or (with `value`) to one choice of a list field. */
export function FormCheckbox({ name, value, ...props }: Bound<ComponentProps<typeof Checkbox>> & { value?: string }) {
  const [field, meta] = useField({ name, type: 'checkbox', value });
  const error = value === undefined && meta.touched && meta.error ? meta.error : undefined;
  return (
    <Checkbox
      {...props}
      name={field.name}
      value={value}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
