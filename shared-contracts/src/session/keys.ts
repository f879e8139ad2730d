import type { ResponseOf } from '../api/define';
import type { getConsolidated } from '../agency/api';

/** A read's last answer kept for the browser session (`useCall`'s `keep`): the request it answered, and the answer. */
export interface KeptAnswer {
  key: string;
  data: unknown;
}

/** sessionStorage keys of SPEC §3 and the type each one holds. */
export interface SessionValues {
  token: string;
  nickname: string;
  account: string;
  username: string;
  customerId: string;
  isAgent: boolean;
  /** Set for free-play (trial) sessions. */
  isTrial: boolean;
  merchant: string;
  merchantCode: string;
  /** The consolidated funds loaded after login when AGENTPOLICY3 is on (SPEC §6), and the contract flags
   * derived from them: any salary type on (`enableSalary`), the dividend contract on (`enableContract`). */
  consolidated: ResponseOf<typeof getConsolidated>;
  enableSalary: boolean;
  enableContract: boolean;
  /** The vendor lanes (`/wps/game/vendor`): the nav and the lobby paint at once on the next page. */
  gameVendor: KeptAnswer;
  validate: unknown;
  merchantWallet: { isSingle: boolean };
  /** The hot games row (`/wps/game/hot`), kept the same way. */
  HOT_GAMES: KeptAnswer;
  /** The nav bar's drop menus (`/wps/game/menu`), kept the same way: the categories paint with the page. */
  gameMenu: KeptAnswer;
  /** The signed-in header's numbers (`/wps/member/header`: balance, VIP label, points, unread), kept the same way
   * for this login (cleared at logout): the header paints at its final width while it refreshes. */
  headerState: KeptAnswer;
  securityAlreadyUpLoad: boolean;
  verifyLater: boolean;
  /** The login was the first of a new account (firstTimeLogin): mf-auth's welcome is due until acknowledged. */
  welcomeDue: boolean;
  /** The login answered passwordExpired (SPEC §4 forced change): the change-password dialog reopens after a
   * reload until the change is made (the API refuses the session everything else, PASSWORD_CHANGE_REQUIRED). */
  passwordChangeDue: boolean;
  disclaimerAccept: boolean;
  'disclaimerAccept-afterlogin': boolean;
  USER_POPUP: string;
  ANONYMOUS_POPUP: string;
}
export type SessionKey = keyof SessionValues;

/** localStorage keys of SPEC §3. */
export interface LocalValues {
  hisLang: string;
  lang: string;
  /** Remember-me (SPEC §4): last username, password and SMS phone, with its expiry (1 day). */
  rememberMe: { username: string; password: string; phone: string; expiresAt: number };
  /** The visitor's answer to the analytics consent banner (the brand's gtagId): the script loads only once accepted. */
  analyticsConsent: 'accepted' | 'declined';
}
export type LocalKey = keyof LocalValues;

type Codec = 'string' | 'boolean' | 'json';

export const SESSION_KEYS: Record<SessionKey, Codec> = {
  token: 'string',
  nickname: 'string',
  account: 'string',
  username: 'string',
  customerId: 'string',
  isAgent: 'boolean',
  isTrial: 'boolean',
  merchant: 'string',
  merchantCode: 'string',
  consolidated: 'json',
  enableSalary: 'boolean',
  enableContract: 'boolean',
  gameVendor: 'json',
  validate: 'json',
  merchantWallet: 'json',
  HOT_GAMES: 'json',
  gameMenu: 'json',
  headerState: 'json',
  securityAlreadyUpLoad: 'boolean',
  verifyLater: 'boolean',
  welcomeDue: 'boolean',
  passwordChangeDue: 'boolean',
  disclaimerAccept: 'boolean',
  'disclaimerAccept-afterlogin': 'boolean',
  USER_POPUP: 'string',
  ANONYMOUS_POPUP: 'string',
};

export const LOCAL_KEYS: Record<LocalKey, Codec> = {
  hisLang: 'string',
  lang: 'string',
  rememberMe: 'json',
  analyticsConsent: 'string',
};

/** Keys that survive logout (SPEC §4: "cleared keeping merchant values"). */
export const MERCHANT_KEYS: readonly SessionKey[] = [
  'merchant',
  'merchantCode',
  'merchantWallet',
  'gameVendor',
  'gameMenu',
];

/** Keys that survive logout because they belong to the browser session, not the login: a home popup closed
 * once stays closed for the rest of the session (SPEC §4), also after signing out. */
export const BROWSER_SESSION_KEYS: readonly SessionKey[] = ['USER_POPUP', 'ANONYMOUS_POPUP'];

export function encode(codec: Codec, value: unknown): string {
  if (codec === 'string') return String(value);
  if (codec === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

export function decode(codec: Codec, raw: string | null): unknown {
  if (raw === null) return null;
  if (codec === 'string') return raw;
  if (codec === 'boolean') return raw === 'true' || raw === '1';
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
