import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { sitePort } from '../../playwright.config';

/**
 * The headers of an /ops call as the operator CLI makes it: demo_owner's API token, which the worker's server wrote
 * beside its database at start (development only; there is no shared operator key).
 */
export function opsHeaders(): Record<string, string> {
  const port = sitePort(test.info().parallelIndex);
  const file = path.join(__dirname, `../../../.data/e2e-${port}/operator-token`);
  return { authorization: `Bearer ${readFileSync(file, 'utf8').trim()}` };
}
