import type { RestrictedPersonInput } from 'shared-contracts';
import type { NewRestrictedPerson } from './restricted-repository';
import { idKey, isoBirthday, nameKey } from './restricted-normalise';

/**
 * What is wrong with an entry, as message keys (empty: fine): a bad birthday or ID type, an ID type without a
 * number (or the reverse), a name without a birthday (or the reverse), neither a name + birthday nor an ID, no reason.
 */
export function entryErrors(p: RestrictedPersonInput): string[] {
  const errors: string[] = [];
  const hasName = nameKey(p.fullName) !== null;
  const hasBirthday = Boolean(p.birthday?.trim());
  const hasNumber = idKey(p.idNumber) !== null;
  if (hasBirthday && !isoBirthday(p.birthday)) errors.push('restricted_csv_birthday');
  if (p.idType !== undefined && !(Number.isInteger(p.idType) && p.idType >= 1 && p.idType <= 12))
    errors.push('restricted_csv_id_type');
  if (hasName !== hasBirthday) errors.push('restricted_csv_name_birthday');
  if ((p.idType !== undefined) !== hasNumber) errors.push('restricted_csv_id_pair');
  if (!hasName && !hasBirthday && p.idType === undefined && !hasNumber) errors.push('restricted_csv_who');
  if (!p.reason?.trim()) errors.push('restricted_csv_reason');
  if ((p.fullName?.length ?? 0) > 120 || (p.idNumber?.length ?? 0) > 30 || (p.reason?.length ?? 0) > 300)
    errors.push('restricted_csv_too_long');
  return errors;
}

/** The row to insert for a checked entry. */
export function newEntry(merchantId: number, p: RestrictedPersonInput, addedBy: string): NewRestrictedPerson {
  return {
    merchantId,
    fullName: p.fullName?.trim() || null,
    nameKey: nameKey(p.fullName),
    birthday: isoBirthday(p.birthday),
    idType: p.idType ?? null,
    idNumber: p.idNumber?.trim() || null,
    idKey: idKey(p.idNumber),
    reason: p.reason.trim(),
    addedBy,
  };
}
