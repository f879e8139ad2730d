import type { TFunction } from 'i18next';
import type { brandSettingsOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { wholeOf } from './form-errors';

type Security = brandSettingsOpsApi.SecuritySettings;

/** The login and security form (numbers as typed). */
export interface SecurityFormValues {
  securityQuestionsEnabled: boolean;
  verifyNewIp: boolean;
  passwordMaxAgeDays: string;
  smsCodeExpiredMinutes: string;
  minAge: string;
  philippinesVariant: boolean;
}

export const SECURITY_FIELDS = ['passwordMaxAgeDays', 'smsCodeExpiredMinutes', 'minAge', 'philippinesVariant'];
/** The Philippines variant's legal minimum (the server's rule). */
const PH_MIN_AGE = 21;

export const securityValues = (s: Security): SecurityFormValues => ({
  ...s,
  passwordMaxAgeDays: String(s.passwordMaxAgeDays),
  smsCodeExpiredMinutes: String(s.smsCodeExpiredMinutes),
  minAge: String(s.minAge),
});

export const toSecurity = (v: SecurityFormValues): Security => ({
  ...v,
  passwordMaxAgeDays: Number(v.passwordMaxAgeDays),
  smsCodeExpiredMinutes: Number(v.smsCodeExpiredMinutes),
  minAge: Number(v.minAge),
});

const whole = (t: TFunction, min: number, max: number) =>
  yup
    .string()
    .required(t('whole_range', { min, max }))
    .test('whole', t('whole_range', { min, max }), (v) => {
      const n = wholeOf(v ?? '');
      return n !== null && n >= min && n <= max;
    });

export const securitySchema = (t: TFunction) =>
  yup.object({
    passwordMaxAgeDays: whole(t, 1, 3650),
    smsCodeExpiredMinutes: whole(t, 1, 60),
    minAge: whole(t, 0, 100).test('ph', t('ph_min_age'), function (v) {
      return !(this.parent as SecurityFormValues).philippinesVariant || Number(v) >= PH_MIN_AGE;
    }),
  });
