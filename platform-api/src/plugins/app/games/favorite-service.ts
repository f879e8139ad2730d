import type { RequestOf, gamesApi } from 'shared-contracts';
import { apiError } from '../../../infra/errors/api-errors';
import { HttpError } from '../../../infra/errors/http-error';
import type { Platform } from '../platform';

/** 400 VALIDATION naming the field of the favourite request that does not fit the catalogue. */
const invalid = (field: string, message: string): HttpError =>
  new HttpError(400, 'VALIDATION', `${field} ${message}`, { field });

/**
 * SPEC §4 "throttled to one per second": one favourite change (add or remove) per member per
 * `catalogue.favoriteRateLimit`, else 429 TOO_FAST. The bucket is per member, shared by every instance.
 */
async function throttle(p: Platform, memberId: number): Promise<void> {
  const { limit, windowSeconds } = p.config.catalogue.favoriteRateLimit;
  if (!(await p.rateLimiter.take(`favorite:${memberId}`, limit, windowSeconds))) throw apiError('TOO_FAST');
}

/**
 * Adds a favourite: throttle, then `nodeId` must be a game listed for the merchant (its vendor card
 * enabled) and `vendor`/`gameType` must be that game's (VALIDATION with `field`). Adding one twice
 * is a no-op.
 */
export async function addFavorite(
  p: Platform,
  merchantId: number,
  memberId: number,
  input: RequestOf<typeof gamesApi.addFavorite>,
): Promise<null> {
  await throttle(p, memberId);
  const game = await p.repos.catalogue.findListed(merchantId, input.nodeId);
  if (!game) throw invalid('nodeId', 'is not a game of this lobby');
  if (game.vendor !== input.vendor) throw invalid('vendor', 'is not the vendor of this game');
  if (game.gameType !== input.gameType) throw invalid('gameType', 'is not the type of this game');
  await p.repos.favorites.add(memberId, game);
  return null;
}

/** Removes a favourite after the same throttle; a game that is not a favourite is a no-op. */
export async function removeFavorite(p: Platform, memberId: number, nodeId: number): Promise<null> {
  await throttle(p, memberId);
  await p.repos.favorites.remove(memberId, nodeId);
  return null;
}
