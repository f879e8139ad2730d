/**
 * The release this build is (ADR 0012): the build factory defines `process.env.REMOTE_VERSION` at build time (the
 * release's version, else the package's); `dev` when nothing defined it (a dev server without it, the unit tests).
 */
function definedVersion(): string | undefined {
  try {
    // Written exactly so: DefinePlugin replaces this whole expression with the version's text.
    return process.env.REMOTE_VERSION;
  } catch {
    // A browser build without the definition has no `process`.
    return undefined;
  }
}

export const BUILD_VERSION: string = definedVersion() || 'dev';
