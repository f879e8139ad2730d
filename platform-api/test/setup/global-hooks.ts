// The API projects' jest globalSetup/globalTeardown: prepare the run's template database once, drop it after
// (docs/testing.md). jest runs a setup module once per path, so each backend has its own two-line entry file.
import type { Config } from '@jest/types';
import type { Backend } from '../helpers/db';
import { concurrentQueryError, watchPgWarnings } from './pg-warnings';
import { resolveAsTests } from './resolve-as-tests';

export async function setupTemplate(backend: Backend, project: Config.ProjectConfig): Promise<void> {
  const t = Date.now();
  const restore = resolveAsTests(project.moduleNameMapper);
  const warnings = watchPgWarnings();
  try {
    // Required here, inside the hook, so the seed's imports of shared-contracts resolve to its sources.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { prepareTemplate } = require('./prepare-template') as typeof import('./prepare-template');
    await prepareTemplate(backend);
    await new Promise((resolve) => setImmediate(resolve));
    const seen = warnings.take();
    if (seen.length) throw concurrentQueryError(seen);
  } finally {
    warnings.stop();
    restore();
  }
  console.log(`[api tests] ${backend} template prepared in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

export async function teardownTemplate(backend: Backend): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { dropTemplate } = require('./prepare-template') as typeof import('./prepare-template');
  await dropTemplate(backend);
}
