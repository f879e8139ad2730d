import { DEFAULT_PHONE_DIGITS, REMOTE_NAMES, REMOTE_PACKAGES, WHITELABEL_MODULES } from 'shared-contracts';
import type { Db } from '../infra/db';
import { WHITELABEL_GROUPS } from './data/content';
import type { MerchantProfile } from './data/merchants';
import { REGISTER_RULES } from './data/register-rules';

export interface MerchantSeed {
  code: string;
  keys: { publicKey: string; privateKey: string };
  profile: MerchantProfile;
}

/** Inserts a merchant row (its profile and brand; `{code}` in the logo and favicon URLs is its code) and returns its id. */
export async function insertMerchant(tx: Db, { code, keys, profile: p }: MerchantSeed): Promise<number> {
  const url = (u: string) => u.replace('{code}', code);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO merchants (code, name, currency, currency_symbol, main_domain, gtag_id, image_cdns, launch_game_cdns,
       customer_service_url, customer_service_days, customer_service_from, customer_service_to,
       customer_service_time_zone, is_single_wallet, public_key, private_key, languages, min_age,
       theme_tokens, logo_url, favicon_url, dial_code, phone_min_digits, phone_max_digits)
     VALUES ($1, $2, $3, $4, $5, NULL, '{""}', '{""}', $6, $7, $8, $9, $10, true, $11, $12, $13, $14, $15::jsonb, $16, $17,
       $18, $19, $20)
     RETURNING id`,
    [
      code,
      p.name,
      p.currency,
      p.currencySymbol,
      p.mainDomain,
      p.customerServiceUrl,
      [...p.customerServiceHours.days],
      p.customerServiceHours.from,
      p.customerServiceHours.to,
      p.customerServiceHours.timeZone,
      keys.publicKey,
      keys.privateKey,
      [...p.languages],
      p.minAge,
      JSON.stringify(p.theme.tokens),
      url(p.theme.logoUrl),
      url(p.theme.faviconUrl),
      p.dialCode,
      (p.phoneDigits ?? DEFAULT_PHONE_DIGITS).min,
      (p.phoneDigits ?? DEFAULT_PHONE_DIGITS).max,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('merchant insert returned no id');
  return id;
}

/** All six remotes, served from /remotes/<package>/; the profile's disabled ones switched off. */
export async function insertRemotes(tx: Db, merchantId: number, disabled: readonly string[] = []): Promise<void> {
  const names = [...REMOTE_NAMES];
  await tx.query(
    `INSERT INTO merchant_remotes (merchant_id, name, entry, enabled, sort)
     SELECT $1, n, '/remotes/' || p || '/mf-manifest.json', NOT (n = ANY($4::text[])), o::int
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(n, p, o)`,
    [merchantId, names, names.map((n) => REMOTE_PACKAGES[n]), [...disabled]],
  );
}

/** The whitelabel groups (enabled) and every module of WHITELABEL_MODULES under one of them, on when `enabledModules` has it. */
export async function insertWhitelabel(tx: Db, merchantId: number, enabledModules: ReadonlySet<string>): Promise<void> {
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
}

/** Registration rules for the SPEC §5 fields. */
export async function insertRegisterRules(tx: Db, merchantId: number): Promise<void> {
  const col = <K extends keyof (typeof REGISTER_RULES)[number]>(k: K) => REGISTER_RULES.map((r) => r[k]);
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
}

/** Resources keyed by resourceType, and the domains that route to the merchant. */
export async function insertResourcesAndDomains(tx: Db, merchantId: number, p: MerchantProfile): Promise<void> {
  await tx.query(
    `INSERT INTO resources (merchant_id, resource_type, label_name_en, url)
     SELECT $1, t, l, u FROM unnest($2::text[], $3::text[], $4::text[]) AS x(t, l, u)`,
    [merchantId, p.resources.map((r) => r.type), p.resources.map((r) => r.label), p.resources.map((r) => r.url)],
  );
  await tx.query(
    `INSERT INTO domain_routes (merchant_id, domain, route)
     SELECT $1, d, r FROM unnest($2::text[], $3::text[]) AS x(d, r) ON CONFLICT (domain) DO NOTHING`,
    [
      merchantId,
      [...p.domains, ...(p.domainRoutes ?? []).map((d) => d.domain)],
      [...p.domains.map(() => '/'), ...(p.domainRoutes ?? []).map((d) => d.route)],
    ],
  );
}

/** Everything a merchant's configuration needs: the row, remotes, whitelabel, register rules, resources, domains. */
export async function insertMerchantConfig(tx: Db, seed: MerchantSeed): Promise<number> {
  const merchantId = await insertMerchant(tx, seed);
  await insertRemotes(tx, merchantId, seed.profile.disabledRemotes);
  await insertWhitelabel(tx, merchantId, seed.profile.enabledModules);
  await insertRegisterRules(tx, merchantId);
  await insertResourcesAndDomains(tx, merchantId, seed.profile);
  return merchantId;
}
