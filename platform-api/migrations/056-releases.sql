-- Releases of the remotes (ADR 0012; the releases module): immutable versions, what each merchant runs of each
-- remote (a stable version and optionally a canary on a share of its visitors), the stables a rollback goes back
-- through, health reported by real browsers per minute, and the versions a member's session ran.

CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  exposes text[] NOT NULL,
  shared jsonb NOT NULL,
  -- path -> SRI integrity (sha384-…) of every file of the release
  files jsonb NOT NULL,
  file_count integer NOT NULL,
  bytes bigint NOT NULL,
  -- sha256 over the sorted (path, integrity) pairs: the same build is registered once
  digest text NOT NULL,
  git_commit text,
  built_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  source text NOT NULL CHECK (source IN ('release', 'build')),
  PRIMARY KEY (remote, version)
);
CREATE INDEX remote_releases_digest_idx ON remote_releases (remote, digest);

CREATE TABLE remote_rollouts (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  remote text NOT NULL,
  stable_version text NOT NULL,
  canary_version text,
  canary_percent integer NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
  halted_at timestamptz,
  halt_reason text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, remote),
  FOREIGN KEY (remote, stable_version) REFERENCES remote_releases (remote, version),
  FOREIGN KEY (remote, canary_version) REFERENCES remote_releases (remote, version)
);

-- Every stable a merchant ran, newest last; a rollback marks the current one rolled back and goes to the one before.
CREATE TABLE remote_stable_history (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  remote text NOT NULL,
  version text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  rolled_back_at timestamptz,
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
);
CREATE INDEX remote_stable_history_idx ON remote_stable_history (merchant_id, remote, id);

CREATE TABLE remote_health (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  mount_errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, remote, version, minute)
);

CREATE TABLE session_remote_versions (
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  remote text NOT NULL,
  version text NOT NULL,
  first_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, remote, version)
);
