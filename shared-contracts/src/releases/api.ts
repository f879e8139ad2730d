import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  HealthReportSchema,
  ReleaseHealthSchema,
  ReleaseRemoteSchema,
  ReleaseSchema,
  ReleaseVersionSchema,
  RolloutSchema,
  RolloutMerchantCode,
} from './schemas';

/**
 * Releases (ADR 0012). Publishing is `POST /ops/releases` (multipart: a `meta` field of ReleaseMetaSchema, then one
 * file part per file, named by its path), made by `npm run release`; it answers a Release, or 409 RELEASE_EXISTS /
 * 422 RELEASE_INCOMPATIBLE naming what is wrong.
 */
const None = Type.Object({});

/** Every published version of a remote (newest first), or of every remote. */
export const listReleases = defineEndpoint({
  method: 'GET',
  path: '/ops/releases',
  request: Type.Object({ remote: Type.Optional(ReleaseRemoteSchema) }),
  response: Type.Object({ list: Type.Array(ReleaseSchema) }),
});

/** What a merchant runs of each remote, and each running version's health over the last `minutes` (default 60). */
export const listRollouts = defineEndpoint({
  method: 'GET',
  path: '/ops/rollouts',
  request: Type.Object({
    merchant: RolloutMerchantCode,
    minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 10_080 })),
  }),
  response: Type.Object({ list: Type.Array(RolloutSchema), health: Type.Array(ReleaseHealthSchema) }),
});

/**
 * The verbs: `:remote` is the federation name (mf_games) and `?merchant=CODE` (required) the merchant, as every /ops
 * write names it; each answers the merchant's rollout of that remote after the change.
 */
export const pinRelease = defineEndpoint({
  method: 'POST',
  path: '/ops/rollouts/:remote/pin',
  request: Type.Object({ version: ReleaseVersionSchema }),
  response: RolloutSchema,
});
export const startCanary = defineEndpoint({
  method: 'POST',
  path: '/ops/rollouts/:remote/canary',
  request: Type.Object({ version: ReleaseVersionSchema, percent: Type.Integer({ minimum: 1, maximum: 100 }) }),
  response: RolloutSchema,
});
export const promoteCanary = defineEndpoint({
  method: 'POST',
  path: '/ops/rollouts/:remote/promote',
  request: None,
  response: RolloutSchema,
});
export const haltCanary = defineEndpoint({
  method: 'POST',
  path: '/ops/rollouts/:remote/halt',
  request: None,
  response: RolloutSchema,
});
export const rollbackRelease = defineEndpoint({
  method: 'POST',
  path: '/ops/rollouts/:remote/rollback',
  request: None,
  response: RolloutSchema,
});

/**
 * The shell's report of remote loads, load failures and mount errors (anonymous; rate-limited per IP; a report for a
 * version the merchant does not run is ignored). With a member's token, the versions are recorded on its session.
 */
export const reportRemoteHealth = defineEndpoint({
  method: 'POST',
  path: '/wps/remotes/health',
  request: HealthReportSchema,
  response: Type.Null(),
});
