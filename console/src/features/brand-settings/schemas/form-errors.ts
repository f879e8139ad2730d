import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { placeRefusal } from '../../../lib/form-errors';

/** A whole number as typed, or null. */
export const wholeOf = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Shows a refusal under the form's field it names (after `rename`), else in the form's status line. */
export function showServerError<V>(
  t: TFunction,
  helpers: FormikHelpers<V>,
  e: unknown,
  fields: readonly string[],
  rename: (field: string) => string = (f) => f,
) {
  placeRefusal(helpers, t, e, (named) => {
    const field = rename(named);
    return fields.includes(field) ? field : null;
  });
}
