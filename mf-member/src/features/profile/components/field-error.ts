import type { TFunction } from 'i18next';
import { errorText, isApiError } from 'shared-contracts';

/**
 * Where a failed save's message belongs: under the form field the server names (VALIDATION `field`), or in
 * the form's status line.
 */
export function placeError<F extends string>(
  t: TFunction,
  e: unknown,
  fields: readonly F[],
): { field: F; message: string } | { field: null; message: string } {
  const message = errorText(t, e);
  const named = isApiError(e) ? e.details.field : null;
  const field = fields.find((f) => f === named) ?? null;
  return field ? { field, message } : { field: null, message };
}
