import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/infra/paths';
import { API_ERRORS } from '../../../src/infra/errors/api-errors';

describe('error catalogue', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'contracts.md'), 'utf8');

  it.each(Object.entries(API_ERRORS))('docs/contracts.md lists %s with its status and message key', (code, e) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${code}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${e.status} |`);
    expect(row).toContain(`\`${e.message}\``);
  });
});
