import {
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  WHITELABEL_MODULES,
  type RegisterRule,
  type RemoteName,
  type ServiceHours,
  type Theme,
} from 'shared-contracts';
import type { Db } from '../../infra/db';
import { WHITELABEL_GROUPS } from './defaults';

/** A merchant row as it is first written (the seed's brands, a brand an operator opens). */
export interface NewMerchant {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  mainDomain: string;
  timeZone: string;
  languages: readonly string[];
  customerServiceUrl: string;
  customerServiceHours: ServiceHours;
  minAge: number;
  dialCode: string;
  phoneDigits: { min: number; max: number };
  theme: Theme;
  keys: { publicKey: string; privateKey: string };
}

/** The settings a brand started from another copies from it (merchants columns; never its name, keys or logo). */
const COPIED_COLUMNS = [
  'theme_tokens',
  'region_restriction',
  'customer_service_url',
  'customer_service_days',
  'customer_service_from',
  'customer_service_to',
  'customer_service_time_zone',
  'min_age',
  'philippines_variant',
  'security_questions_enabled',
  'verify_new_ip',
  'password_max_age_days',
  'sms_code_expired_minutes',
  'dial_code',
  'phone_min_digits',
  'phone_max_digits',
] as const;

/** Writes a new merchant's configuration: its row, remotes, whitelabel tree, register rules, resources and domains. */
export function createProvisionRepository(db: Db) {
  return {
    /** Inserts the merchant row and returns its id. */
    async insertMerchant(m: NewMerchant, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO merchants (code, name, currency, currency_symbol, main_domain, gtag_id, image_cdns, launch_game_cdns,
           customer_service_url, customer_service_days, customer_service_from, customer_service_to,
           customer_service_time_zone, is_single_wallet, public_key, private_key, languages, min_age,
           theme_tokens, logo_url, favicon_url, dial_code, phone_min_digits, phone_max_digits, time_zone)
         VALUES ($1, $2, $3, $4, $5, NULL, '{""}', '{""}', $6, $7, $8, $9, $10, true, $11, $12, $13, $14, $15::jsonb, $16,
           $17, $18, $19, $20, $21)
         RETURNING id`,
        [
          m.code,
          m.name,
          m.currency,
          m.currencySymbol,
          m.mainDomain,
          m.customerServiceUrl,
          [...m.customerServiceHours.days],
          m.customerServiceHours.from,
          m.customerServiceHours.to,
          m.customerServiceHours.timeZone,
          m.keys.publicKey,
          m.keys.privateKey,
          [...m.languages],
          m.minAge,
          JSON.stringify(m.theme.tokens),
          m.theme.logoUrl,
          m.theme.faviconUrl,
          m.dialCode,
          m.phoneDigits.min,
          m.phoneDigits.max,
          m.timeZone,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('merchant insert returned no id');
      return id;
    },

    /** All six remotes, served from /remotes/<package>/, those not in `enabled` switched off. */
    async insertRemotes(merchantId: number, enabled: readonly RemoteName[], tx: Db = db): Promise<void> {
      const names = [...REMOTE_NAMES];
      await tx.query(
        `INSERT INTO merchant_remotes (merchant_id, name, entry, enabled, sort)
         SELECT $1, n, '/remotes/' || p || '/mf-manifest.json', n = ANY($4::text[]), o::int
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(n, p, o)`,
        [merchantId, names, names.map((n) => REMOTE_PACKAGES[n]), [...enabled]],
      );
    },

    /** The whitelabel groups (on) and every module under one of them, on when `enabledModules` has it. */
    async insertWhitelabel(merchantId: number, enabledModules: ReadonlySet<string>, tx: Db = db): Promise<void> {
      const grouped = Object.values(WHITELABEL_GROUPS).flat();
      const missing = WHITELABEL_MODULES.filter((m) => !grouped.includes(m));
      if (missing.length > 0) throw new Error(`whitelabel modules without a group: ${missing.join(', ')}`);
      const ids: string[] = [];
      const parents: (string | null)[] = [];
      const enabled: boolean[] = [];
      for (const [group, modules] of Object.entries(WHITELABEL_GROUPS)) {
        ids.push(group, ...modules);
        parents.push(null, ...modules.map(() => group));
        enabled.push(true, ...modules.map((m) => enabledModules.has(m)));
      }
      // Groups first (ordinality), so the self-referencing foreign key is satisfied.
      await tx.query(
        `INSERT INTO whitelabel_modules (merchant_id, mod_id, parent_mod_id, enabled, sort)
         SELECT $1, m, p, e, o::int FROM unnest($2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS t(m, p, e, o)
         ORDER BY o`,
        [merchantId, ids, parents, enabled],
      );
    },

    /** Registration rules for the SPEC §5 fields, in form order. */
    async insertRegisterRules(merchantId: number, rules: readonly RegisterRule[], tx: Db = db): Promise<void> {
      const col = <K extends keyof RegisterRule>(k: K) => rules.map((r) => r[k]);
      await tx.query(
        `INSERT INTO register_rules (merchant_id, field, shown, required, min, max, accepted_pattern, step, sort)
         SELECT $1, f, s, r, mi, ma, p, st, o::int
         FROM unnest($2::text[], $3::boolean[], $4::boolean[], $5::int[], $6::int[], $7::text[], $8::smallint[])
           WITH ORDINALITY AS t(f, s, r, mi, ma, p, st, o)`,
        [
          merchantId,
          col('field'),
          col('shown'),
          col('required'),
          col('min'),
          col('max'),
          col('acceptedPattern'),
          col('step'),
        ],
      );
    },

    /** Resources keyed by resourceType. */
    async insertResources(
      merchantId: number,
      resources: readonly { type: string; label: string; url: string }[],
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO resources (merchant_id, resource_type, label_name_en, url)
         SELECT $1, t, l, u FROM unnest($2::text[], $3::text[], $4::text[]) AS x(t, l, u)`,
        [merchantId, resources.map((r) => r.type), resources.map((r) => r.label), resources.map((r) => r.url)],
      );
    },

    /** Routes the domains to the merchant; returns those another merchant already has (left as they are). */
    async insertDomains(
      merchantId: number,
      routes: readonly { domain: string; route: string }[],
      tx: Db = db,
    ): Promise<string[]> {
      const { rows } = await tx.query<{ domain: string }>(
        `INSERT INTO domain_routes (merchant_id, domain, route)
         SELECT $1, d, r FROM unnest($2::text[], $3::text[]) AS x(d, r) ON CONFLICT (domain) DO NOTHING RETURNING domain`,
        [merchantId, routes.map((r) => r.domain.toLowerCase()), routes.map((r) => r.route)],
      );
      const added = new Set(rows.map((r) => r.domain));
      return routes.map((r) => r.domain.toLowerCase()).filter((d) => !added.has(d));
    },

    /**
     * Copies a brand's settings to a new one: the COPIED_COLUMNS, which whitelabel modules are on, its register rules
     * and its resources (the new brand's own rows are replaced).
     */
    async copySettings(fromId: number, toId: number, tx: Db = db): Promise<void> {
      const cols = COPIED_COLUMNS.join(', ');
      await tx.query(
        `UPDATE merchants t SET (${cols}) = (SELECT ${cols} FROM merchants s WHERE s.id = $1), updated_at = now()
         WHERE t.id = $2`,
        [fromId, toId],
      );
      await tx.query(
        `UPDATE whitelabel_modules t SET enabled = s.enabled FROM whitelabel_modules s
         WHERE s.merchant_id = $1 AND t.merchant_id = $2 AND s.mod_id = t.mod_id`,
        [fromId, toId],
      );
      await tx.query('DELETE FROM register_rules WHERE merchant_id = $1', [toId]);
      await tx.query(
        `INSERT INTO register_rules (merchant_id, field, shown, required, min, max, accepted_pattern, step, sort)
         SELECT $2, field, shown, required, min, max, accepted_pattern, step, sort FROM register_rules WHERE merchant_id = $1`,
        [fromId, toId],
      );
      await tx.query('DELETE FROM resources WHERE merchant_id = $1', [toId]);
      await tx.query(
        `INSERT INTO resources (merchant_id, resource_type, label_name_en, url)
         SELECT $2, resource_type, label_name_en, url FROM resources WHERE merchant_id = $1`,
        [fromId, toId],
      );
    },

    /** Suspends or reinstates a merchant; false when there is no such merchant. */
    async setSuspended(code: string, suspended: boolean, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE merchants SET suspended = $2, updated_at = now() WHERE code = $1 RETURNING id',
        [code, suspended],
      );
      return rows.length > 0;
    },
  };
}
export type ProvisionRepository = ReturnType<typeof createProvisionRepository>;
