import { TRIAL_TYPE, type GameCategory } from 'shared-contracts';
import type { Db } from '../../../infra/db';
import { requestDemoLaunch } from '../../demo-vendor/launch';
import { pageTexts } from '../../demo-vendor/i18n';
import { apiError } from '../../../infra/errors/api-errors';
import { listedFor } from '../games/game-card';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { SeamlessService } from '../../../modules/seamless';
import type { Repositories } from '../repositories';

/** Categories whose games have a fun (play-chip) mode, so trials may launch them; the rest are real-money only. */
export const FUN_MODE_CATEGORIES: readonly string[] = ['RNG', 'FISH'] satisfies GameCategory[];

/** What a launch request names (SPEC §7 /wps/game/launchGame). */
export interface LaunchRequest {
  vassalage: string;
  gameCode?: string;
  gameType?: string;
  nodeId?: number;
  language?: string;
}

/** The game a launch opens: a catalogue game, or a vendor card that starts one game directly. */
export interface LaunchTarget {
  /** games.id; null for a vendor card without catalogue games (sports, lottery …). */
  gameId: number | null;
  vendor: string;
  gameCode: string;
  title: string;
  /** The category it is listed under. */
  category: string;
}

const CATALOGUE_COLUMNS = `g.id AS "gameId", g.vendor, g.game_code AS "gameCode", g.display_name AS title,
  g.game_type AS category`;
const CARD_COLUMNS = `NULL::int AS "gameId", v.code AS vendor, v.game_code AS "gameCode", v.display_name AS title,
  v.game_category AS category`;

/**
 * The game a launch request names at the merchant, or null:
 * - `nodeId` (games.id) of a game of `vassalage` listed for the merchant;
 * - else `gameCode`: the vendor's catalogue game with that code, or a vendor card of `vassalage` that
 *   starts that game directly (its `gameCode`);
 * - else the vendor alone (optionally in category `gameType`): its first card in menu order starts its
 *   own game when it has one (sports, lottery, some live casinos), otherwise opens its first catalogue
 *   game in the vendor's order (`sort`, then id).
 * Only enabled vendor cards count.
 */
export async function findLaunchTarget(db: Db, merchantId: number, r: LaunchRequest): Promise<LaunchTarget | null> {
  const one = async (sql: string, params: unknown[]) => (await db.query<LaunchTarget>(sql, params)).rows[0] ?? null;
  if (r.nodeId !== undefined) {
    return one(`SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.id = $2 AND g.vendor = $3 AND ${listedFor(1)}`, [
      merchantId,
      r.nodeId,
      r.vassalage,
    ]);
  }
  if (r.gameCode) {
    return (
      (await one(
        `SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.vendor = $2 AND g.game_code = $3 AND ${listedFor(1)}`,
        [merchantId, r.vassalage, r.gameCode],
      )) ??
      (await one(
        `SELECT ${CARD_COLUMNS} FROM vendors v
         WHERE v.merchant_id = $1 AND v.enabled AND v.code = $2 AND v.game_code = $3 ORDER BY v.sort LIMIT 1`,
        [merchantId, r.vassalage, r.gameCode],
      ))
    );
  }
  const card = await one(
    `SELECT ${CARD_COLUMNS} FROM vendors v
     WHERE v.merchant_id = $1 AND v.enabled AND v.code = $2 AND ($3::text IS NULL OR v.game_category = $3)
     ORDER BY v.sort LIMIT 1`,
    [merchantId, r.vassalage, r.gameType || null],
  );
  if (!card) return null;
  if (card.gameCode) return card;
  return one(
    `SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.vendor = $1 AND g.game_type = $2 ORDER BY g.sort, g.id LIMIT 1`,
    [card.vendor, card.category],
  );
}

/** One of the merchant's launch CDNs at random (SPEC §9), without a trailing slash; '' = this origin. */
export function pickLaunchCdn(merchant: Pick<Merchant, 'launchGameCdns'>): string {
  const cdns = merchant.launchGameCdns;
  const cdn = cdns.length > 0 ? cdns[Math.floor(Math.random() * cdns.length)]! : '';
  return cdn.replace(/\/+$/, '');
}

export interface LaunchDeps {
  db: Db;
  repos: Pick<Repositories, 'launches'>;
  seamless: Pick<SeamlessService, 'createLaunchSession'>;
}

export interface LaunchMember {
  memberId: number;
  type: number;
}

/**
 * Launches a game for a member: every game plays on the demo vendor's engines (ADR 0002). A trial member
 * (type 4) plays in fun mode (fun chips) and only games of FUN_MODE_CATEGORIES (else TRIAL_FORBIDDEN); a
 * real member plays for real money. In one transaction: a launch session of the game's vendor (the
 * `memberRef` the vendor sends to the seamless-wallet API), the vendor's one-time token for the page, and
 * the catalogue engineer's `recordLaunch` for the recent list (catalogue games only). Answers the page URL
 * on a random launch CDN.
 */
export async function launchGame(
  deps: LaunchDeps,
  merchant: Merchant,
  member: LaunchMember,
  r: LaunchRequest,
): Promise<{ url: string; fun: boolean }> {
  const target = await findLaunchTarget(deps.db, merchant.id, r);
  if (!target) throw apiError('GAME_NOT_FOUND');
  const trial = member.type === TRIAL_TYPE;
  if (trial && !FUN_MODE_CATEGORIES.includes(target.category)) throw apiError('TRIAL_FORBIDDEN');
  const { lang } = pageTexts(r.language);
  const { path, fun } = await deps.db.transaction(async (tx) => {
    const session = await deps.seamless.createLaunchSession(
      {
        merchantId: merchant.id,
        memberId: member.memberId,
        vendor: target.vendor,
        gameCode: target.gameCode,
        fun: trial,
      },
      tx,
    );
    const path = await requestDemoLaunch(
      tx,
      {
        merchantId: merchant.id,
        memberId: member.memberId,
        vendor: target.vendor,
        gameCode: target.gameCode,
        gameId: target.gameId,
        title: target.title,
        category: target.category,
        fun: session.fun,
        currency: session.currency,
        memberRef: session.memberRef,
      },
      lang,
    );
    if (target.gameId !== null) await deps.repos.launches.recordLaunch(member.memberId, target.gameId, tx);
    return { path, fun: session.fun };
  });
  return { url: pickLaunchCdn(merchant) + path, fun };
}
