import type { TFunction } from 'i18next';
import { ApiError, REMOTE_NAMES, type BrandDetail, type BrandOptions } from 'shared-contracts';
import {
  brandSchema,
  initialBrandValues,
  majorOf,
  minorOf,
  parseDomains,
  placeBrandError,
  startFrom,
  toBrandCreate,
  type BrandFormValues,
} from '../brand-form';

const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}:${JSON.stringify(o)}` : key) as unknown as TFunction;

const options: BrandOptions = {
  vendors: [
    { key: 'RNG:PG', code: 'PG', category: 'RNG', name: 'PG Soft' },
    { key: 'RNG:JILI', code: 'JILI', category: 'RNG', name: 'JILI' },
    { key: 'FISH:JILI', code: 'JILI', category: 'FISH', name: 'JILI' },
    { key: 'LIVE:EVO', code: 'EVO', category: 'LIVE', name: 'Evolution' },
  ],
  depositMethods: [
    { code: 'BANK', kind: 'bank', name: 'Bank transfer' },
    { code: 'GCASH', kind: 'ewallet', name: 'GCash' },
  ],
  timeZones: ['UTC', 'Asia/Manila', 'Asia/Ho_Chi_Minh'],
};

const valid = (over: Partial<BrandFormValues> = {}): BrandFormValues => ({
  ...initialBrandValues(options),
  code: 'LUCKY_2',
  name: 'Lucky Two',
  domains: 'lucky2.example.com',
  currency: 'PHP',
  currencySymbol: '₱',
  ...over,
});

/** The message the form shows under each field for `values` (formik keeps a field's first), none when valid. */
function errorsOf(values: BrandFormValues): Record<string, string> {
  try {
    brandSchema(t).validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const i of (e as { inner: { path: string; message: string }[] }).inner) out[i.path] ??= i.message;
    return out;
  }
}

describe('the new-brand form’s rules', () => {
  it('starts with every remote, vendor and deposit method on, English and UTC, and accepts a complete brand', () => {
    const v = initialBrandValues(options);
    expect(v.remotes).toEqual([...REMOTE_NAMES]);
    expect(v.vendors).toEqual(['RNG:PG', 'RNG:JILI', 'FISH:JILI', 'LIVE:EVO']);
    expect(v.depositMethods).toEqual(['BANK', 'GCASH']);
    expect(v.languages).toEqual(['EN']);
    expect(v.timeZone).toBe('UTC');
    expect(errorsOf(valid())).toEqual({});
  });

  it('refuses a code that is not capitals, digits and _ starting with a letter (2–16)', () => {
    for (const code of ['lucky', '1LUCKY', 'L', 'LUCKY-TWO', 'ABCDEFGHIJKLMNOPQ', 'LUCKY TWO'])
      expect(errorsOf(valid({ code }))).toEqual({ code: 'code_invalid' });
    expect(errorsOf(valid({ code: '' }))).toEqual({ code: 'code_required' });
    expect(errorsOf(valid({ code: 'L2_X' }))).toEqual({});
  });

  it('refuses a domain that is not a host name, and wants one at least', () => {
    expect(errorsOf(valid({ domains: 'https://lucky.example.com' }))).toEqual({
      domains: 'domain_invalid:{"domain":"https://lucky.example.com"}',
    });
    expect(errorsOf(valid({ domains: 'lucky.example.com\nlucky.example.com:8080' }))).toEqual({
      domains: 'domain_invalid:{"domain":"lucky.example.com:8080"}',
    });
    expect(errorsOf(valid({ domains: 'under_score.example.com' })).domains).toMatch(/^domain_invalid/);
    expect(errorsOf(valid({ domains: ' \n , ' }))).toEqual({ domains: 'domains_required' });
    const eleven = Array.from({ length: 11 }, (_, i) => `d${i}.example.com`).join('\n');
    expect(errorsOf(valid({ domains: eleven }))).toEqual({ domains: 'domains_too_many' });
    // Capitals are lower-cased, not refused.
    expect(errorsOf(valid({ domains: 'Lucky.Example.COM, www.lucky.example.com' }))).toEqual({});
  });

  it('wants a language, three capitals as currency, a symbol and a time zone', () => {
    expect(errorsOf(valid({ languages: [] }))).toEqual({ languages: 'languages_required' });
    expect(errorsOf(valid({ currency: 'php' }))).toEqual({ currency: 'currency_invalid' });
    expect(errorsOf(valid({ currency: 'PESO' }))).toEqual({ currency: 'currency_invalid' });
    expect(errorsOf(valid({ currencySymbol: ' ' }))).toEqual({ currencySymbol: 'symbol_required' });
    expect(errorsOf(valid({ currencySymbol: 'PESOS' }))).toEqual({ currencySymbol: 'symbol_too_long' });
    expect(errorsOf(valid({ timeZone: '' }))).toEqual({ timeZone: 'time_zone_required' });
    expect(errorsOf(valid({ name: '  ' }))).toEqual({ name: 'name_required' });
  });

  it('refuses a minimum above the maximum, and limits given in part or not as amounts', () => {
    expect(errorsOf(valid({ minWithdrawal: '500', maxWithdrawal: '100', dailyCount: '5' }))).toEqual({
      maxWithdrawal: 'max_below_min',
    });
    expect(errorsOf(valid({ minWithdrawal: '100', maxWithdrawal: '100', dailyCount: '5' }))).toEqual({});
    expect(errorsOf(valid({ minWithdrawal: '100' }))).toEqual({
      maxWithdrawal: 'limits_all_or_none',
      dailyCount: 'limits_all_or_none',
    });
    expect(errorsOf(valid({ minWithdrawal: '0', maxWithdrawal: '1.234', dailyCount: '101' }))).toEqual({
      minWithdrawal: 'amount_invalid',
      maxWithdrawal: 'amount_invalid',
      dailyCount: 'count_invalid',
    });
  });
});

describe('the createBrand request', () => {
  it('sends amounts in minor units, domains lower-cased and once, trimmed texts', () => {
    const body = toBrandCreate(
      valid({
        name: '  Lucky Two ',
        domains: 'Lucky2.Example.com\nwww.lucky2.example.com, lucky2.example.com\n',
        languages: ['TY', 'EN'],
        minWithdrawal: '100',
        maxWithdrawal: '50000.5',
        dailyCount: '5',
      }),
    );
    expect(body).toEqual({
      code: 'LUCKY_2',
      name: 'Lucky Two',
      domains: ['lucky2.example.com', 'www.lucky2.example.com'],
      currency: 'PHP',
      currencySymbol: '₱',
      languages: ['EN', 'TY'],
      timeZone: 'UTC',
      remotes: [...REMOTE_NAMES],
      vendors: ['RNG:PG', 'RNG:JILI', 'FISH:JILI', 'LIVE:EVO'],
      depositMethods: ['BANK', 'GCASH'],
      withdrawal: { minAmount: 10_000, maxAmount: 5_000_050, dailyCount: 5 },
    });
  });

  it('leaves withdrawal out when the limits are empty (the defaults), and names the brand started from', () => {
    const body = toBrandCreate(valid({ startFrom: 'LUCKY', remotes: ['mf_games', 'mf_auth'] }));
    expect(body).not.toHaveProperty('withdrawal');
    expect(body.startFrom).toBe('LUCKY');
    expect(body.remotes).toEqual(['mf_auth', 'mf_games']);
    expect(toBrandCreate(valid())).not.toHaveProperty('startFrom');
  });

  it('reads amounts in major units exactly', () => {
    expect(minorOf('99.99')).toBe(9999);
    expect(minorOf('0.01')).toBe(1);
    expect(minorOf('1.5')).toBe(150);
    expect(minorOf('10000000000')).toBe(1_000_000_000_000);
    expect(minorOf('10000000000.01')).toBeNull();
    expect(minorOf('1,000')).toBeNull();
    expect(minorOf('-5')).toBeNull();
    expect(majorOf(10_000)).toBe('100');
    expect(majorOf(12_345)).toBe('123.45');
    expect(parseDomains('A.example.com;b.example.com  a.example.com')).toEqual(['a.example.com', 'b.example.com']);
  });
});

describe('starting from a brand', () => {
  const lucky: BrandDetail = {
    code: 'LUCKY',
    name: 'Lucky',
    currency: 'VND',
    currencySymbol: '₫',
    languages: ['TY', 'EN'],
    timeZone: 'Asia/Ho_Chi_Minh',
    domains: ['lucky.example.com'],
    maintenance: false,
    suspended: false,
    createdAt: '2026-01-01T00:00:00Z',
    remotes: ['mf_auth', 'mf_games'],
    vendors: ['RNG:PG', 'LIVE:EVO', 'RNG:GONE'],
    depositMethods: ['BANK'],
    withdrawal: { minAmount: 5_000_000, maxAmount: 2_000_000_050, dailyCount: 3 },
  };

  it('fills in its setup, never its code, name or domains', () => {
    const typed = valid({ code: 'NEW', name: 'New one', domains: 'new.example.com' });
    expect(startFrom(typed, lucky, options)).toEqual({
      ...typed,
      startFrom: 'LUCKY',
      currency: 'VND',
      currencySymbol: '₫',
      languages: ['EN', 'TY'],
      timeZone: 'Asia/Ho_Chi_Minh',
      remotes: ['mf_auth', 'mf_games'],
      vendors: ['RNG:PG', 'LIVE:EVO'],
      depositMethods: ['BANK'],
      minWithdrawal: '50000',
      maxWithdrawal: '20000000.50',
      dailyCount: '3',
    });
  });
});

describe('a refused createBrand', () => {
  const refused = (code: string, status: number, details: Record<string, unknown> = {}) =>
    new ApiError(
      code,
      code === 'VALIDATION' ? 'err_invalid_input' : `err_${code.toLowerCase()}`,
      status,
      '/x',
      details,
    );

  it('goes under the field it is about, or to the form', () => {
    expect(placeBrandError(t, refused('BRAND_CODE_TAKEN', 409))).toEqual({ field: 'code', message: 'code_taken' });
    expect(
      placeBrandError(t, refused('BRAND_DOMAIN_TAKEN', 409, { field: 'domains', detail: 'taken: a.example.com' })),
    ).toEqual({
      field: 'domains',
      message: 'domain_taken',
    });
    for (const field of ['timeZone', 'vendors', 'depositMethods', 'startFrom'])
      expect(placeBrandError(t, refused('VALIDATION', 400, { field })).field).toBe(field);
    expect(placeBrandError(t, refused('VALIDATION', 400, { field: 'domains.1' })).field).toBe('domains');
    expect(placeBrandError(t, refused('VALIDATION', 400, { field: '/domains/1' })).field).toBe('domains');
    expect(placeBrandError(t, refused('VALIDATION', 400, { field: 'withdrawal.maxAmount' })).field).toBe(
      'maxWithdrawal',
    );
    expect(placeBrandError(t, refused('VALIDATION', 400, { field: 'theme' })).field).toBeNull();
    expect(placeBrandError(t, refused('FORBIDDEN', 403)).field).toBeNull();
  });
});
