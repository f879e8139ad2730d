import { TRIAL_TYPE, type GameCategory } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import { requestDemoLaunch } from './launch';
import { pageTexts } from './i18n';
import { gamesError, type GamesService, type LaunchRequest } from '../games';
import type { Merchant } from '../merchants';
import type { SeamlessService } from '../seamless';

/** Categories whose games have a fun (play-chip) mode, so trials may launch them; the rest are real-money only. */
export const FUN_MODE_CATEGORIES: readonly string[] = ['RNG', 'FISH'] satisfies GameCategory[];

/** One of the merchant's launch CDNs at random (SPEC §9), without a trailing slash; '' = this origin. */
export function pickLaunchCdn(merchant: Pick<Merchant, 'launchGameCdns'>): string {
  const cdns = merchant.launchGameCdns;
  const cdn = cdns.length > 0 ? cdns[Math.floor(Math.random() * cdns.length)]! : '';
  return cdn.replace(/\/+$/, '');
}

export interface LaunchDeps {
  db: Db;
  games: Pick<GamesService, 'findLaunchTarget' | 'recordLaunch'>;
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
  const target = await deps.games.findLaunchTarget(merchant.id, r);
  if (!target) throw gamesError('GAME_NOT_FOUND');
  const trial = member.type === TRIAL_TYPE;
  if (trial && !FUN_MODE_CATEGORIES.includes(target.category)) throw commonError('TRIAL_FORBIDDEN');
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
    if (target.gameId !== null) await deps.games.recordLaunch(member.memberId, target.gameId, tx);
    return { path, fun: session.fun };
  });
  return { url: pickLaunchCdn(merchant) + path, fun };
}
