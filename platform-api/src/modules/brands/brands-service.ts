import type { BrandCreate, BrandDetail, BrandOptions, BrandRow, RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { GamesService } from '../games';
import { VENDOR_CATALOGUE, vendorKey } from '../games';
import { ensureDefaultOdds } from '../lottery';
import type { Merchant, MerchantsService } from '../merchants';
import type { OperatorsService } from '../operators';
import type { PaymentsService } from '../payments';
import type { SecurityService } from '../security';
import type { WithdrawalsService } from '../withdrawals';

export interface BrandsDeps {
  merchants: MerchantsService;
  games: Pick<GamesService, 'provisionVendors' | 'enabledVendorKeys'>;
  payments: Pick<PaymentsService, 'methodTemplates' | 'methodCodes' | 'provisionMethods'>;
  withdrawals: Pick<WithdrawalsService, 'settings'>;
  operators: Pick<OperatorsService, 'grantMerchant'>;
  security: Pick<SecurityService, 'questionAdmin'>;
}

/** Who opens a brand: a non-owner is granted the new brand. */
export interface BrandOpener {
  operatorId: number;
  role: Parameters<OperatorsService['grantMerchant']>[0]['role'];
}

/** Every IANA zone this runtime knows (the form's choices and the check of a new brand's zone). */
const TIME_ZONES: readonly string[] = [...Intl.supportedValuesOf('timeZone'), 'UTC'].sort();
const KNOWN_ZONES = new Set(TIME_ZONES);
const VENDOR_KEYS = new Set(VENDOR_CATALOGUE.map(vendorKey));

const invalid = (field: string, detail: string) => commonError('VALIDATION', { field, detail });

/**
 * The console's brands (issue 29, merchant onboarding): the brands an operator works for, one brand's setup, a new
 * brand — the merchants module's configuration, the games module's vendor cards, the payments module's deposit
 * methods, the withdrawals module's limits, the lottery's default odds and the security questions, in one transaction — and its suspension.
 * Owns no table: each part is written by its owner.
 */
export function createBrandsService({ merchants, games, payments, withdrawals, operators, security }: BrandsDeps) {
  const row = async (m: Merchant): Promise<BrandRow> => ({
    code: m.code,
    name: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    languages: m.languages,
    timeZone: m.timeZone,
    domains: (await merchants.domainRoutes(m.id)).map((d) => d.domain),
    maintenance: m.maintenance,
    suspended: m.suspended,
    createdAt: new Date(m.createdAt).toISOString(),
  });

  async function detail(m: Merchant): Promise<BrandDetail> {
    const [base, remotes, vendors, depositMethods, w] = await Promise.all([
      row(m),
      merchants.remotes(m.id),
      games.enabledVendorKeys(m.id),
      payments.methodCodes(m.id),
      withdrawals.settings.get(m),
    ]);
    return {
      ...base,
      remotes: remotes.filter((r) => r.enabled).map((r) => r.name),
      vendors,
      depositMethods,
      withdrawal: { minAmount: w.minAmount, maxAmount: w.maxAmount, dailyCount: w.dailyCount },
    };
  }

  /** What the schema cannot say: a known zone and vendors, offered methods, sane limits. */
  function check(input: BrandCreate): void {
    if (!KNOWN_ZONES.has(input.timeZone)) throw invalid('timeZone', `unknown time zone ${input.timeZone}`);
    const unknownVendor = input.vendors.find((k) => !VENDOR_KEYS.has(k));
    if (unknownVendor) throw invalid('vendors', `no such vendor ${unknownVendor}`);
    const offered = new Set(payments.methodTemplates().map((t) => t.code));
    const unknownMethod = input.depositMethods.find((c) => !offered.has(c));
    if (unknownMethod) throw invalid('depositMethods', `no such deposit method ${unknownMethod}`);
    if (input.withdrawal && input.withdrawal.maxAmount < input.withdrawal.minAmount)
      throw invalid('withdrawal.maxAmount', 'maxAmount must be at least minAmount');
  }

  return {
    /** The brands in `scope` (null: every brand, the owner), by code. */
    async list(scope: readonly number[] | null): Promise<BrandRow[]> {
      const all = await merchants.list();
      return Promise.all(all.filter((m) => scope === null || scope.includes(m.id)).map(row));
    },
    detail,
    options: (): BrandOptions => ({
      vendors: VENDOR_CATALOGUE.map((v) => ({ key: vendorKey(v), code: v.code, category: v.category, name: v.name })),
      depositMethods: payments.methodTemplates(),
      timeZones: [...TIME_ZONES],
    }),

    /**
     * Opens a brand in `tx` (the caller's audited transaction) and returns its id; the caller calls `changed` after the
     * commit (every process forgets what it cached for hosts: the new domains answer at once). `startFrom` is checked to be in the opener's scope by the caller.
     */
    async create(input: BrandCreate, startFrom: Merchant | null, opener: BrandOpener, tx: Db): Promise<number> {
      check(input);
      const id = await merchants.provision(
        {
          code: input.code,
          name: input.name.trim(),
          domains: input.domains.map((d) => d.toLowerCase()),
          currency: input.currency,
          currencySymbol: input.currencySymbol.trim(),
          languages: input.languages,
          timeZone: input.timeZone,
          remotes: input.remotes as RemoteName[],
          startFrom,
        },
        tx,
      );
      const merchant = { id, name: input.name.trim(), currency: input.currency };
      await games.provisionVendors(id, new Set(input.vendors), tx);
      await payments.provisionMethods(merchant, new Set(input.depositMethods), startFrom, tx);
      const base =
        startFrom && startFrom.currency === input.currency
          ? await withdrawals.settings.get(startFrom, tx)
          : await withdrawals.settings.get({ id, currency: input.currency }, tx);
      await withdrawals.settings.set(id, { ...base, ...(input.withdrawal ?? {}) }, tx);
      await ensureDefaultOdds(tx, [id]);
      await security.questionAdmin.provision(id, startFrom?.id ?? null, tx);
      await operators.grantMerchant(opener, id, tx);
      return id;
    },
    /** Suspends or reinstates a brand in `tx` (call `changed` after the commit); null when there is no such brand. */
    setSuspended: (code: string, suspended: boolean, tx: Db) => merchants.setSuspended(code, suspended, tx),
    /** After a committed change: every process drops the brand's cached entries. */
    changed: (id: number): Promise<void> => merchants.changed(id),
    row,
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;
