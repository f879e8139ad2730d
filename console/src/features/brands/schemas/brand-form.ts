import type { TFunction } from 'i18next';
import {
  BRAND_CODE_PATTERN,
  BRAND_DOMAIN_PATTERN,
  errorText,
  isApiError,
  LANGUAGES,
  REMOTE_NAMES,
  type BrandCreate,
  type BrandDetail,
  type BrandOptions,
} from 'shared-contracts';
import * as yup from 'yup';

/** The new-brand form as typed: texts as entered (domains one per line, amounts in major units), choices as lists. */
export interface BrandFormValues {
  /** The brand whose setup the new one starts from ('' for none). */
  startFrom: string;
  code: string;
  name: string;
  /** Host names, one per line or separated by commas. */
  domains: string;
  currency: string;
  currencySymbol: string;
  languages: string[];
  timeZone: string;
  remotes: string[];
  vendors: string[];
  depositMethods: string[];
  /** Withdrawal limits in major units ('' for all three: the defaults). */
  minWithdrawal: string;
  maxWithdrawal: string;
  dailyCount: string;
}

type Field = keyof BrandFormValues;

const CODE = new RegExp(BRAND_CODE_PATTERN);
const DOMAIN = new RegExp(BRAND_DOMAIN_PATTERN);
const CURRENCY = /^[A-Z]{3}$/;
const MAX_DOMAINS = 10;
/** The contract's bounds of an amount (minor units) and of a day's count of withdrawals. */
const MAX_MINOR = 1_000_000_000_000;
const MAX_DAILY = 100;

/** A new brand: every remote, vendor and deposit method on, English, UTC, the default withdrawal limits. */
export const initialBrandValues = (options: BrandOptions): BrandFormValues => ({
  startFrom: '',
  code: '',
  name: '',
  domains: '',
  currency: '',
  currencySymbol: '',
  languages: ['EN'],
  timeZone: 'UTC',
  remotes: [...REMOTE_NAMES],
  vendors: options.vendors.map((v) => v.key),
  depositMethods: options.depositMethods.map((d) => d.code),
  minWithdrawal: '',
  maxWithdrawal: '',
  dailyCount: '',
});

/** The host names of the domains box: split on new lines, commas and spaces, lower-cased, each once. */
export const parseDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** Minor units of an amount typed in major units ("100", "99.5", "99.50"), or null unless it is one (> 0). */
export function minorOf(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor >= 1 && minor <= MAX_MINOR ? minor : null;
}

/** An amount in minor units as the form shows it in major units: 10000 → "100", 12345 → "123.45". */
export const majorOf = (minor: number): string => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

const dailyOf = (text: string): number | null => {
  const v = text.trim();
  if (!/^\d{1,3}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= MAX_DAILY ? n : null;
};

const LIMITS = ['minWithdrawal', 'maxWithdrawal', 'dailyCount'] as const;
const noLimits = (v: Partial<BrandFormValues>) => LIMITS.every((k) => !(v[k] ?? '').trim());

/** The form's rules (what the server checks too), with the feature's messages. */
export function brandSchema(t: TFunction) {
  // The three limits go together: all empty (the defaults), or all given.
  const limit = (valid: (text: string) => boolean, invalid: string) =>
    yup
      .string()
      .default('')
      .test('all-or-none', t('limits_all_or_none'), function (v) {
        return !!v?.trim() || noLimits(this.parent as Partial<BrandFormValues>);
      })
      .test('valid', invalid, (v) => !v?.trim() || valid(v));
  return yup.object({
    startFrom: yup.string().default(''),
    code: yup.string().trim().required(t('code_required')).matches(CODE, t('code_invalid')),
    name: yup.string().trim().required(t('name_required')).max(64, t('name_too_long')),
    domains: yup
      .string()
      .default('')
      .test('domains', function (v) {
        const domains = parseDomains(v ?? '');
        if (domains.length === 0) return this.createError({ message: t('domains_required') });
        const bad = domains.find((d) => d.length > 253 || !DOMAIN.test(d));
        if (bad !== undefined) return this.createError({ message: t('domain_invalid', { domain: bad }) });
        if (domains.length > MAX_DOMAINS) return this.createError({ message: t('domains_too_many') });
        return true;
      }),
    currency: yup.string().trim().required(t('currency_invalid')).matches(CURRENCY, t('currency_invalid')),
    currencySymbol: yup.string().trim().required(t('symbol_required')).max(4, t('symbol_too_long')),
    languages: yup.array(yup.string().required()).min(1, t('languages_required')),
    timeZone: yup.string().trim().required(t('time_zone_required')),
    remotes: yup.array(yup.string().required()),
    vendors: yup.array(yup.string().required()),
    depositMethods: yup.array(yup.string().required()),
    minWithdrawal: limit((v) => minorOf(v) !== null, t('amount_invalid')),
    maxWithdrawal: limit((v) => minorOf(v) !== null, t('amount_invalid')).test(
      'min-max',
      t('max_below_min'),
      function (v) {
        const min = minorOf((this.parent as BrandFormValues).minWithdrawal ?? '');
        const max = minorOf(v ?? '');
        return min === null || max === null || max >= min;
      },
    ),
    dailyCount: limit((v) => dailyOf(v) !== null, t('count_invalid')),
  });
}

/** The createBrand request of valid form values: trimmed, domains lower-cased, amounts in minor units. */
export function toBrandCreate(v: BrandFormValues): BrandCreate {
  const min = minorOf(v.minWithdrawal);
  const max = minorOf(v.maxWithdrawal);
  const daily = dailyOf(v.dailyCount);
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    domains: parseDomains(v.domains),
    currency: v.currency.trim(),
    currencySymbol: v.currencySymbol.trim(),
    languages: LANGUAGES.filter((l) => v.languages.includes(l)),
    timeZone: v.timeZone,
    remotes: REMOTE_NAMES.filter((r) => v.remotes.includes(r)),
    vendors: [...v.vendors],
    depositMethods: [...v.depositMethods],
    ...(min !== null && max !== null && daily !== null
      ? { withdrawal: { minAmount: min, maxAmount: max, dailyCount: daily } }
      : {}),
    ...(v.startFrom ? { startFrom: v.startFrom } : {}),
  };
}

/**
 * The form started from an existing brand: its currency, languages, time zone, remotes, vendors, deposit methods and
 * withdrawal limits (never its code, name or domains), within what the options offer.
 */
export function startFrom(v: BrandFormValues, brand: BrandDetail, options: BrandOptions): BrandFormValues {
  return {
    ...v,
    startFrom: brand.code,
    currency: brand.currency,
    currencySymbol: brand.currencySymbol,
    languages: LANGUAGES.filter((l) => brand.languages.includes(l)),
    timeZone: brand.timeZone,
    remotes: REMOTE_NAMES.filter((r) => brand.remotes.includes(r)),
    vendors: options.vendors.map((o) => o.key).filter((k) => brand.vendors.includes(k)),
    depositMethods: options.depositMethods.map((o) => o.code).filter((c) => brand.depositMethods.includes(c)),
    minWithdrawal: majorOf(brand.withdrawal.minAmount),
    maxWithdrawal: majorOf(brand.withdrawal.maxAmount),
    dailyCount: String(brand.withdrawal.dailyCount),
  };
}

const FIELDS: readonly Field[] = [
  'startFrom',
  'code',
  'name',
  'domains',
  'currency',
  'currencySymbol',
  'languages',
  'timeZone',
  'remotes',
  'vendors',
  'depositMethods',
  'minWithdrawal',
  'maxWithdrawal',
  'dailyCount',
];
/** The request's `withdrawal` parts and the form fields they are typed in. */
const WITHDRAWAL_FIELDS: Record<string, Field> = {
  minAmount: 'minWithdrawal',
  maxAmount: 'maxWithdrawal',
  dailyCount: 'dailyCount',
};

/**
 * Where a refused createBrand belongs: a taken code under Code, a taken domain under Domains, a VALIDATION failure
 * under the field the server names (`timeZone`, `vendors`, `domains.1`, `withdrawal.maxAmount` …); anything else
 * in the form's status line (field null).
 */
export function placeBrandError(t: TFunction, e: unknown): { field: Field | null; message: string } {
  if (isApiError(e) && e.code === 'BRAND_CODE_TAKEN') return { field: 'code', message: t('code_taken') };
  if (isApiError(e) && e.code === 'BRAND_DOMAIN_TAKEN') return { field: 'domains', message: t('domain_taken') };
  const message = errorText(t, e);
  const named = isApiError(e) && typeof e.details.field === 'string' ? e.details.field : '';
  // A dotted path (`withdrawal.minAmount`, `domains.0`), a JSON pointer (`/domains/0`) or `domains[0]`.
  const [head = '', sub = ''] = named
    .replace(/\[(\d+)\]/g, '.$1')
    .split(/[./]/)
    .filter(Boolean);
  if (head === 'withdrawal') return { field: WITHDRAWAL_FIELDS[sub] ?? 'minWithdrawal', message };
  return { field: FIELDS.find((f) => f === head) ?? null, message };
}
