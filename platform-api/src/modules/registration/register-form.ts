import { checkRule, type RegisterRequest, type RegisterRule } from 'shared-contracts';
import { emptyField, ruleViolation } from '../../infra/errors/common-errors';
import { plainText } from '../../infra/sanitize';

/** The register request as the merchant's register rules let it through. */
export interface RegisterForm {
  /** The merchant's rule for a field, if any. */
  rule(field: string): RegisterRule | undefined;
  /** The merchant shows the field, or has no rule for it (then the schema alone bounds it). */
  shown(field: string): boolean;
  /** The trimmed text of a shown field; undefined when hidden, absent or blank. */
  text(field: keyof RegisterRequest): string | undefined;
  /** The number of a shown numeric field (occupation, sourceOfIncome, idType); undefined when hidden or absent. */
  int(field: 'occupation' | 'sourceOfIncome' | 'idType'): number | undefined;
}

/** The register fields a person writes freely (names, places, addresses): the plain-text rule applies (`plainText`). */
const PLAIN_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'payeeName',
  'placeOfBirth',
  'address',
  'permanentAddress',
  'nationality',
]);

/** A request value as text: numbers as digits, blank as undefined; free-text fields cleaned (markup: VALIDATION). */
function textOf(input: RegisterRequest, field: string): string | undefined {
  const v = (input as Record<string, unknown>)[field];
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const s = PLAIN_TEXT_FIELDS.has(field) ? plainText(String(v), field) : String(v).trim();
  return s === '' ? undefined : s;
}

/**
 * Checks every register rule of the merchant in form order (step 1, then step 2): a field the
 * merchant does not show is ignored; a shown, required field that is absent or blank →
 * VALIDATION `Input cannot be empty` with `field`; a present value must pass `checkRule` →
 * VALIDATION `reg_pattern_<ID>` with `field`, `min`, `max`. `optional` fields skip the required
 * check (registerMobile's username, which defaults to the number).
 */
export function readRegisterForm(
  rules: readonly RegisterRule[],
  input: RegisterRequest,
  optional: ReadonlySet<string> = new Set(),
): RegisterForm {
  const byField = new Map(rules.map((r) => [r.field, r]));
  for (const rule of rules) {
    if (!rule.shown) continue;
    const value = textOf(input, rule.field);
    if (value === undefined) {
      if (rule.required && !optional.has(rule.field)) throw emptyField(rule.field);
      continue;
    }
    const failed = checkRule(rule, value);
    if (failed) throw ruleViolation(rule.field, failed);
  }
  const shown = (field: string) => byField.get(field)?.shown ?? true;
  return {
    rule: (field) => byField.get(field),
    shown,
    text: (field) => (shown(field) ? textOf(input, field) : undefined),
    int: (field) => (shown(field) ? input[field] : undefined),
  };
}
