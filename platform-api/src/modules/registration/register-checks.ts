import type { RegisterRequest } from 'shared-contracts';
import { emptyField, invalidField, ruleViolation } from '../../infra/errors/common-errors';
import type { DomainError } from '../../infra/errors/domain-error';
import type { Merchant } from '../merchants';
import type { Phone } from '../verification';
import { registrationError } from './errors';
import { ageOn, BIRTHDAY_PATTERNS, effectiveMinAge, parseBirthday, todayUtc, type CalendarDate } from './age';
import type { RegisterForm } from './register-form';
import { regionsOf } from './regions';

/**
 * The registrant's mobile number, or null when none was given and none is `needed` (registerMobile,
 * or the SMS code of REGMOBVERF3). Missing → VALIDATION (`mobileNum`, or `countryDialingCode` next
 * to a number); malformed → INVALID_PHONE.
 */
export function readPhone(
  form: RegisterForm,
  input: RegisterRequest,
  needed: boolean,
  phoneOrThrow: (mobileNum: string, countryDialingCode: string) => Phone,
): Phone | null {
  const num = needed ? input.mobileNum?.trim() || undefined : form.text('mobileNum');
  if (!num) {
    if (needed) throw emptyField('mobileNum');
    return null;
  }
  const dial = input.countryDialingCode?.trim();
  if (!dial) throw emptyField('countryDialingCode');
  return phoneOrThrow(num, dial);
}

/**
 * The birthday, read in the format its rule's pattern names (DATE_YYYY_MM_DD, DATE_MM_DD_YYYY,
 * DATE_DD_MM_YYYY; yyyy-MM-dd for any other), or null when none was given. Required in the
 * Philippines variant (VALIDATION). Not a real date → VALIDATION `reg_pattern_<ID>`; younger than
 * the merchant's minimum age (at least 21 in the Philippines variant) → BIRTHDAY_LIMIT with `age`.
 */
export function checkBirthday(
  merchant: Merchant,
  form: RegisterForm,
  input: RegisterRequest,
  today: CalendarDate = todayUtc(),
): CalendarDate | null {
  const raw = merchant.philippinesVariant ? input.birthday?.trim() || undefined : form.text('birthday');
  if (!raw) {
    if (merchant.philippinesVariant) throw emptyField('birthday');
    return null;
  }
  const rule = form.rule('birthday');
  const pattern = rule && BIRTHDAY_PATTERNS.includes(rule.acceptedPattern) ? rule.acceptedPattern : 'DATE_YYYY_MM_DD';
  const birthday = parseBirthday(raw, pattern);
  if (!birthday)
    throw ruleViolation('birthday', { key: `reg_pattern_${pattern}`, min: rule?.min ?? 10, max: rule?.max ?? 10 });
  const minAge = effectiveMinAge(merchant);
  if (ageOn(birthday, today) < minAge) throw registrationError('BIRTHDAY_LIMIT', { field: 'birthday', age: minAge });
  return birthday;
}

/** A chosen region must be one of the merchant's market's (VALIDATION `err_invalid_input` with field `region`). */
export function checkRegion(merchant: Merchant, form: RegisterForm): void {
  const region = form.text('region');
  if (region !== undefined && !regionsOf(merchant.dialCode).some((r) => r.value === region))
    throw invalidField('region', `${region} is not one of the merchant's regions`);
}

/**
 * The Philippines variant's four declarations (SPEC §6: not on the restricted list, not a government official, not
 * armed forces or police, not a gaming-employment licence holder), each its own code, and the terms (SPEC §5).
 */
export function checkAgreements(merchant: Merchant, input: RegisterRequest): void {
  if (merchant.philippinesVariant) {
    if (input.restrictedPersonDeclaration !== true) throw registrationError('DECLARATION_REQUIRED');
    if (input.notGovernmentOfficial !== true) throw registrationError('DECLARATION_OFFICIAL_REQUIRED');
    if (input.notArmedForces !== true) throw registrationError('DECLARATION_FORCES_REQUIRED');
    if (input.notGamingLicensee !== true) throw registrationError('DECLARATION_LICENCE_REQUIRED');
  }
  if (input.termsAccepted !== true) throw registrationError('TERMS_REQUIRED');
}

/** A unique violation of the member insert (a concurrent registration won the race) as USERNAME_TAKEN or MOBILE_TAKEN; null for anything else. */
export function takenError(e: unknown): DomainError | null {
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!err || err.code !== '23505') return null;
  const where = `${String(err.constraint ?? '')} ${String(err.message ?? '')}`;
  if (where.includes('members_username_idx')) return registrationError('USERNAME_TAKEN');
  if (where.includes('members_mobile_idx')) return registrationError('MOBILE_TAKEN');
  return null;
}
