import type { ServiceHours, Theme } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A merchant as stored (the private key never leaves the server). */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  maintenance: boolean;
  regionRestriction: boolean;
  mainDomain: string;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  customerServiceUrl: string;
  customerServiceHours: ServiceHours;
  isSingleWallet: boolean;
  publicKey: string;
  privateKey: string;
  languages: string[];
  /** Minutes an SMS code stays valid (reply expiredMinutes). */
  smsCodeExpiredMinutes: number;
  /** The dial code (no '+') the merchant's phone forms start on: its market's country. */
  dialCode: string;
  /** The digit count of a national mobile number (SPEC §9): every phone the server takes is checked with it. */
  phoneDigits: { min: number; max: number };
  /** Minimum age to register (the birthday check; at least 21 in the Philippines variant). */
  minAge: number;
  /** Philippines licensed variant (SPEC §6): birthday and the restricted-persons declaration required, min age ≥ 21. */
  philippinesVariant: boolean;
  /** Members may set a security question, and must answer it after login once set (SPEC §4). */
  securityQuestionsEnabled: boolean;
  /** A username login from an IP the member never used needs extra verification (SPEC §4). */
  verifyNewIp: boolean;
  /** Days a password lives before the next login must change it. */
  passwordMaxAgeDays: number;
  /** The brand (ADR 0005): token overrides, logo and favicon URLs. */
  theme: Theme;
  /** The brand's IANA time zone: its reporting day. */
  timeZone: string;
  /** Suspended by an operator: the site shows maintenance and its players cannot sign in. */
  suspended: boolean;
  createdAt: Date;
}

const COLUMNS = `m.id, m.code, m.name, m.currency, m.currency_symbol AS "currencySymbol",
  m.maintenance, m.region_restriction AS "regionRestriction", m.main_domain AS "mainDomain",
  m.gtag_id AS "gtagId", m.image_cdns AS "imageCdns", m.launch_game_cdns AS "launchGameCdns",
  m.customer_service_url AS "customerServiceUrl", jsonb_build_object('days', to_jsonb(m.customer_service_days), 'from', m.customer_service_from,
    'to', m.customer_service_to, 'timeZone', m.customer_service_time_zone) AS "customerServiceHours",
  m.is_single_wallet AS "isSingleWallet", m.public_key AS "publicKey", m.private_key AS "privateKey",
  m.languages, m.sms_code_expired_minutes AS "smsCodeExpiredMinutes",
  m.dial_code AS "dialCode",
  jsonb_build_object('min', m.phone_min_digits, 'max', m.phone_max_digits) AS "phoneDigits", m.min_age AS "minAge", m.philippines_variant AS "philippinesVariant",
  m.security_questions_enabled AS "securityQuestionsEnabled", m.verify_new_ip AS "verifyNewIp",
  m.password_max_age_days AS "passwordMaxAgeDays",
  jsonb_build_object('tokens', m.theme_tokens, 'logoUrl', m.logo_url, 'faviconUrl', m.favicon_url) AS theme,
  m.time_zone AS "timeZone", m.suspended, m.created_at AS "createdAt"`;

export type MerchantFlag = 'maintenance' | 'region_restriction';

/** Merchant lookups and the operator's flag changes. */
export function createMerchantRepository(db: Db) {
  return {
    /** The merchant with this code, or null. */
    async findByCode(code: string, tx: Db = db): Promise<Merchant | null> {
      const { rows } = await tx.query<Merchant>(`SELECT ${COLUMNS} FROM merchants m WHERE m.code = $1`, [code]);
      return rows[0] ?? null;
    },
    /** Every merchant, by code. */
    async list(tx: Db = db): Promise<Merchant[]> {
      const { rows } = await tx.query<Merchant>(`SELECT ${COLUMNS} FROM merchants m ORDER BY m.code`);
      return rows;
    },
    /** The merchant with this id, or null. */
    async findById(id: number, tx: Db = db): Promise<Merchant | null> {
      const { rows } = await tx.query<Merchant>(`SELECT ${COLUMNS} FROM merchants m WHERE m.id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** The merchant a domain routes to, or null. */
    async findByDomain(domain: string, tx: Db = db): Promise<Merchant | null> {
      const { rows } = await tx.query<Merchant>(
        `SELECT ${COLUMNS} FROM merchants m JOIN domain_routes d ON d.merchant_id = m.id WHERE d.domain = $1`,
        [domain.toLowerCase()],
      );
      return rows[0] ?? null;
    },
    /** Sets maintenance or region restriction; returns false when the merchant does not exist. */
    async setFlag(code: string, flag: MerchantFlag, on: boolean, tx: Db = db): Promise<boolean> {
      // flag is one of two literal column names, never user text.
      const { rows } = await tx.query(
        `UPDATE merchants SET ${flag === 'maintenance' ? 'maintenance' : 'region_restriction'} = $2, updated_at = now()
         WHERE code = $1 RETURNING id`,
        [code, on],
      );
      return rows.length > 0;
    },
    /** Replaces the brand's name and look (the brand editor's publish); returns false when the merchant does not exist. */
    async setLook(code: string, name: string, theme: Theme, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE merchants SET name = $2, theme_tokens = $3::jsonb, logo_url = $4, favicon_url = $5, updated_at = now()
         WHERE code = $1 RETURNING id`,
        [code, name, JSON.stringify(theme.tokens), theme.logoUrl, theme.faviconUrl],
      );
      return rows.length > 0;
    },
    /** Replaces the merchant's brand; returns false when the merchant does not exist. */
    async setTheme(code: string, theme: Theme, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE merchants SET theme_tokens = $2::jsonb, logo_url = $3, favicon_url = $4, updated_at = now()
         WHERE code = $1 RETURNING id`,
        [code, JSON.stringify(theme.tokens), theme.logoUrl, theme.faviconUrl],
      );
      return rows.length > 0;
    },
  };
}
export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
