import type { TFunction } from 'i18next';
import { checkRule, getPermissionConfig, type RegisterRule } from 'shared-contracts';
import * as yup from 'yup';

/** The merchant's register rule for a field (SPEC §5: bounds and patterns come from the server). */
export const ruleFor = (field: string): RegisterRule | undefined =>
  getPermissionConfig()?.registerRules.find((r) => r.field === field);

/** A yup string checked by the field's server rule, with the `reg_pattern_{id}` message. */
export function ruleString(field: string, t: TFunction, requiredMessage: string) {
  const rule = ruleFor(field);
  return yup
    .string()
    .trim()
    .required(requiredMessage)
    .test('server-rule', '', (value, ctx) => {
      if (!rule || !value) return true;
      const failure = checkRule(rule, value);
      return failure ? ctx.createError({ message: t(`common:${failure.key}`, failure) }) : true;
    });
}
