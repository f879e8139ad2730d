import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { errorText, isApiError } from 'shared-contracts';

/** A whole number as typed, or null. */
export const wholeOf = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Shows a refusal under the field the server's `field` names (`hours.to`, or a schema path like `/hours/to`) when the
 * form has it, else in the form's status line.
 */
export function showServerError<V>(
  t: TFunction,
  helpers: FormikHelpers<V>,
  e: unknown,
  fields: readonly string[],
  rename: (field: string) => string = (f) => f,
) {
  const message = errorText(t, e);
  const named = isApiError(e) && typeof e.details.field === 'string' ? e.details.field : '';
  const field = rename(named.replace(/^\//, '').replace(/\//g, '.'));
  if (!fields.includes(field)) return helpers.setStatus(message);
  helpers.setFieldTouched(field, true, false);
  helpers.setFieldError(field, message);
}
