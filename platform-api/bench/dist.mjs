// The benches load the built API (dist/, CommonJS) through this one helper.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** A module of platform-api's dist/ by its path there; says how to build when it is missing. */
export function dist(p) {
  try {
    return require(join(here, '..', 'dist', p));
  } catch (e) {
    console.error(
      `Cannot load dist/${p} — build first: npm run build -w shared-contracts && npm run build -w platform-api`,
    );
    throw e;
  }
}
