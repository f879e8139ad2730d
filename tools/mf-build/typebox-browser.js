// Browser stand-in for `typebox`, aliased in every front-end build (tools/mf-build/index.js, monolith.js).
// shared-contracts declares each endpoint with TypeBox schemas; platform-api validates and serialises with
// them, while the browser client only reads an endpoint's method, path and flags and never validates. So in
// the browser every `Type.X(…)` builds an empty placeholder, and TypeBox (≈ 15 KiB gzip) stays out of the
// bundles. Types are unaffected: type-checking resolves the real package. Should browser code ever need a real
// schema (to validate a form, say), import it from a module that does not go through this alias.
const placeholder = () => ({});

/** Every builder (`Type.Object`, `Type.String`, …) returns a placeholder. */
export const Type = new Proxy({}, { get: () => placeholder });
