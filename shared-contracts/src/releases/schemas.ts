import { Type, type Static } from 'typebox';
import { REMOTE_NAMES } from '../remotes/registry';

/**
 * Releases of the remotes (ADR 0012): an immutable version of one remote, and what each merchant runs of it (a stable
 * version and optionally a canary on a share of its visitors).
 */

/** Semantic version (build metadata allowed: `0.1.0+3f9a1c2e` is a local build's release). */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$';
export const ReleaseVersionSchema = Type.String({ pattern: SEMVER_PATTERN, maxLength: 64 });
const SEMVER = new RegExp(SEMVER_PATTERN);
/** A release version (semver, ≤ 64 characters); on the static-file path, so the pattern is compiled once. */
export const isReleaseVersion = (v: string): boolean => v.length <= 64 && SEMVER.test(v);

export const RolloutMerchantCode = Type.String({ minLength: 1, maxLength: 32 });
/** `?merchant=CODE` of the rollout verbs (required: a rollout is always one merchant's). */
export const RolloutMerchantQuery = Type.Object({ merchant: RolloutMerchantCode });

/** A remote by its federation name (mf_games); the CLI also takes the package name (mf-games). */
export const ReleaseRemoteSchema = Type.Enum(REMOTE_NAMES);

/** A library the release shares with the page (from its mf-manifest.json). */
export const ReleaseSharedSchema = Type.Object({
  name: Type.String(),
  /** The version the release bundles as its fallback. */
  version: Type.String(),
  requiredVersion: Type.String(),
  singleton: Type.Boolean(),
});
export type ReleaseShared = Static<typeof ReleaseSharedSchema>;

/** Where a release came from: `release` (npm run release) or `build` (the files `npm start` built, registered at start). */
export const ReleaseSourceSchema = Type.Union([Type.Literal('release'), Type.Literal('build')]);

export const ReleaseSchema = Type.Object({
  remote: ReleaseRemoteSchema,
  version: ReleaseVersionSchema,
  /** Exposed parcels (`Home`, `GameCenter` …). */
  exposes: Type.Array(Type.String()),
  shared: Type.Array(ReleaseSharedSchema),
  /** Number of files and their total size in bytes. */
  files: Type.Integer(),
  bytes: Type.Integer(),
  /** The manifest's URL the shell registers (relative to the site, or the bucket's public URL). */
  entry: Type.String(),
  gitCommit: Type.Union([Type.String(), Type.Null()]),
  builtAt: Type.String(),
  publishedAt: Type.String(),
  /** Who published it (`operator:demo_owner`, `system:start`). */
  publishedBy: Type.String(),
  source: ReleaseSourceSchema,
});
export type Release = Static<typeof ReleaseSchema>;

/** The `meta` part of a publish request (POST /ops/releases, multipart): what the files must be. */
export const ReleaseMetaSchema = Type.Object(
  {
    remote: ReleaseRemoteSchema,
    version: ReleaseVersionSchema,
    gitCommit: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9a-f]{7,40}$' }), Type.Null()])),
    builtAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' }),
    /** Every file of the build by its path relative to the build folder, with its SRI integrity (`sha384-…`). */
    files: Type.Record(
      Type.String({ minLength: 1, maxLength: 200 }),
      Type.String({ pattern: '^sha384-[A-Za-z0-9+/]{64}$' }),
      {
        maxProperties: 2000,
      },
    ),
  },
  { additionalProperties: false },
);
export type ReleaseMeta = Static<typeof ReleaseMetaSchema>;

export const CanarySchema = Type.Object({
  version: ReleaseVersionSchema,
  /** Share of the merchant's visitors, 0–100 (0: halted). */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});

/** What one merchant runs of one remote. */
export const RolloutSchema = Type.Object({
  merchant: Type.String(),
  remote: ReleaseRemoteSchema,
  /** The merchant's remote switch (operator remote enable|disable). */
  enabled: Type.Boolean(),
  /** null: no release yet (the unversioned build is served). */
  stable: Type.Union([ReleaseVersionSchema, Type.Null()]),
  canary: Type.Union([CanarySchema, Type.Null()]),
  /** The stable a rollback goes back to (null: nothing to roll back to). */
  previousStable: Type.Union([ReleaseVersionSchema, Type.Null()]),
  /** Set when the canary was halted (by an operator or automatically), with why. */
  haltedAt: Type.Union([Type.String(), Type.Null()]),
  haltReason: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
export type Rollout = Static<typeof RolloutSchema>;

/** Reported loads and failures of one version of one remote for one merchant over a window. */
export const ReleaseHealthSchema = Type.Object({
  remote: ReleaseRemoteSchema,
  version: Type.String(),
  loads: Type.Integer(),
  loadFailures: Type.Integer(),
  mountErrors: Type.Integer(),
  /** (loadFailures + mountErrors) / loads, 0 when there were no loads. */
  failureRate: Type.Number(),
});
export type ReleaseHealth = Static<typeof ReleaseHealthSchema>;

/** One report of the shell: per remote version, counts since its last report (anonymous, size-capped). */
export const HealthReportItemSchema = Type.Object(
  {
    remote: ReleaseRemoteSchema,
    version: ReleaseVersionSchema,
    loads: Type.Integer({ minimum: 0, maximum: 100 }),
    loadFailures: Type.Integer({ minimum: 0, maximum: 100 }),
    mountErrors: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type HealthReportItem = Static<typeof HealthReportItemSchema>;
export const HealthReportSchema = Type.Object(
  { reports: Type.Array(HealthReportItemSchema, { minItems: 1, maxItems: 12 }) },
  { additionalProperties: false },
);
export type HealthReport = Static<typeof HealthReportSchema>;

/** A remote version a member's session ran (the console's sign-in history). */
export const SessionRemoteVersionSchema = Type.Object({ remote: ReleaseRemoteSchema, version: Type.String() });
