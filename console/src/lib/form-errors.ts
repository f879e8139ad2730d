import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { errorText, isApiError } from 'shared-contracts';

/**
 * The field a refusal names (`e.details.field`: a dotted path, `levels[2]` or a JSON pointer `/levels/2`) as a dotted
 * path (`levels.2`); '' if none.
 */
export const refusedField = (e: unknown): string =>
  isApiError(e) && typeof e.details.field === 'string'
    ? e.details.field
        .replace(/\[(\d+)\]/g, '.$1')
        .replace(/^\//, '')
        .replace(/\//g, '.')
    : '';

/**
 * Shows a server's refusal where it belongs: under the form's field it names (mapped by `fieldOf`, which answers the
 * form's field or null), else as the form's status. The one way the console's forms place an /ops error.
 */
export function placeRefusal<V>(
  helpers: Pick<FormikHelpers<V>, 'setStatus' | 'setFieldError' | 'setFieldTouched'>,
  t: TFunction,
  e: unknown,
  fieldOf: (named: string) => string | null,
): void {
  const field = fieldOf(refusedField(e));
  if (!field) return helpers.setStatus(errorText(t, e));
  void helpers.setFieldTouched(field, true, false);
  helpers.setFieldError(field, errorText(t, e));
}
