import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { errorText, parseMoney } from 'shared-contracts';
import { refusedField } from '../../../lib/form-errors';
import * as yup from 'yup';

/** The largest amount the API takes (minor units): a safe integer. */
const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/** Minor units of an amount typed in major units ("100", "99.5", "1,000.50"), or null unless it is one. */
export const minorOf = (text: string): number | null => {
  const v = parseMoney(text);
  return v === null || v > MAX_MINOR ? null : v;
};

/** Minor units shown in major units for a field ("1500.5" for 150050; "" for nothing). */
export const majorOf = (minor: number | null | undefined): string =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2).replace(/\.00$/, '');

/** A whole number as typed, or null. */
export const wholeOf = (text: string): number | null => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

/** An amount field in major units: required, at least `min` (major units, 0 or 0.01 by default). */
export const moneyField = (t: TFunction, { zero = false }: { zero?: boolean } = {}) =>
  yup
    .string()
    .required(t('required'))
    .test('money', t('money_invalid'), (v) => {
      const minor = minorOf(v ?? '');
      return minor !== null && (zero || minor >= 1);
    });

/** A whole-number field between `min` and `max`. */
export const wholeField = (t: TFunction, min: number, max: number) =>
  yup
    .string()
    .required(t('required'))
    .test('whole', t('whole_invalid', { min, max }), (v) => {
      const n = wholeOf(v ?? '');
      return n !== null && n >= min && n <= max;
    });

/** A turnover multiple: 0–100, up to two decimals. */
export const multipleField = (t: TFunction) =>
  yup
    .string()
    .required(t('required'))
    .test('multiple', t('multiple_invalid'), (v) => /^\d{1,3}(\.\d{1,2})?$/.test((v ?? '').trim()) && Number(v) <= 100);

/** `2026-12-01T09:30` (the operator's clock, for a datetime-local field) of an instant. */
export const localInputOf = (iso: string): string => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The instant of a datetime-local value, as ISO-8601, or null when it is not one. */
export const isoOfLocal = (value: string): string | null => {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};

/**
 * Where a refusal goes: the form field the server's `field` names (a dotted path like `levels.2.minDeposit`, mapped
 * through `rename` first), else the form's status line.
 */
export function placeError(
  t: TFunction,
  e: unknown,
  fields: readonly string[],
  rename: (field: string) => string = (f) => f,
): { field: string | null; message: string } {
  const message = errorText(t, e);
  const named = refusedField(e);
  const field = named ? rename(named) : '';
  const known = fields.some((f) => field === f || (f.endsWith('.') && field.startsWith(f)));
  return { field: known ? field : null, message };
}

/** Shows a refusal under its field (touched, so it shows at once) or in the form's status. */
export function showError<V>(helpers: FormikHelpers<V>, placed: { field: string | null; message: string }): void {
  if (!placed.field) return helpers.setStatus(placed.message);
  helpers.setFieldTouched(placed.field, true, false);
  helpers.setFieldError(placed.field, placed.message);
}
