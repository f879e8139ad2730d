import type { TFunction } from 'i18next';
import { brandSettingsOpsApi as api, type RegisterRule } from 'shared-contracts';
import * as yup from 'yup';
import { wholeOf } from './form-errors';

/** The rule dialog's fields (lengths as typed). */
export interface RuleFormValues {
  shown: boolean;
  required: boolean;
  min: string;
  max: string;
  acceptedPattern: string;
}

export const RULE_FIELDS = ['shown', 'required', 'min', 'max', 'acceptedPattern'];

export const ruleValues = (r: RegisterRule): RuleFormValues => ({
  shown: r.shown,
  required: r.required,
  min: String(r.min),
  max: String(r.max),
  acceptedPattern: r.acceptedPattern,
});

export const toRulePatch = (v: RuleFormValues): api.RulePatch => ({
  shown: v.shown,
  required: v.required,
  min: Number(v.min),
  max: Number(v.max),
  acceptedPattern: v.acceptedPattern,
});

/** The server's checks of one field's rule, before it is sent: bounds for the field, min ≤ max, required ⇒ shown. */
export function ruleSchema(t: TFunction, field: string) {
  const floor = api.RULE_MIN_FLOORS[field] ?? 0;
  const ceiling = api.RULE_MAX_CEILINGS[field] ?? api.RULE_MAX_DEFAULT;
  const always = api.RULE_ALWAYS_REQUIRED.includes(field);
  return yup.object({
    max: yup
      .string()
      .required(t('max_range', { max: ceiling }))
      .test('max', t('max_range', { max: ceiling }), (v) => {
        const n = wholeOf(v ?? '');
        return n !== null && n >= 1 && n <= ceiling;
      }),
    min: yup
      .string()
      .required(t('min_floor', { min: floor }))
      .test('floor', t('min_floor', { min: floor }), (v) => {
        const n = wholeOf(v ?? '');
        return n !== null && n >= floor;
      })
      .test('order', t('min_above_max'), function (v) {
        const max = wholeOf((this.parent as RuleFormValues).max);
        return max === null || Number(v) <= max;
      }),
    acceptedPattern: yup.string().oneOf([...api.RULE_PATTERNS]),
    required: yup
      .boolean()
      .test('always', t('always_required'), function (required) {
        return !always || (!!required && (this.parent as RuleFormValues).shown);
      })
      .test('shown', t('required_needs_shown'), function (required) {
        return !required || (this.parent as RuleFormValues).shown;
      }),
  });
}
