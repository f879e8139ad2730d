import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMON_EN, PATTERN_MESSAGES_EN, i18next, initI18n, LAZY_LANGUAGES, languageGaps, type Bundle } from '../..';

/**
 * Every package's dictionaries are complete in every language (SPEC §1): each i18n.ts registers EN (and TY, typed
 * against it); each package's `src/lang/<code>.ts` must have the same keys, none empty, the same placeholders.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];

const i18nFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : i18nFiles(full);
    return e.name === 'i18n.ts' ? [full] : [];
  });

const lazy = async (file: string): Promise<Bundle> => ((await import(file)) as { default: Bundle }).default;

beforeAll(() => initI18n('EN'));

describe('the common namespace', () => {
  const en: Bundle = { ...COMMON_EN, ...PATTERN_MESSAGES_EN };
  it.each(LAZY_LANGUAGES)('is complete in %s', async (lang) => {
    expect(
      languageGaps(en, await lazy(path.join(ROOT, `shared-contracts/src/i18n/lang/${lang.toLowerCase()}`))),
    ).toEqual([]);
  });
});

describe.each(PACKAGES)('%s', (pkg) => {
  let ns = '';
  beforeAll(async () => {
    const src = path.join(ROOT, pkg, 'src');
    ({ NS: ns } = (await import(path.join(src, 'config/i18n'))) as { NS: string });
    for (const file of i18nFiles(src)) await import(file);
  });
  const en = (): Bundle => i18next.getResourceBundle('EN', ns) as Bundle;

  it('has TY complete', () => {
    expect(languageGaps(en(), i18next.getResourceBundle('TY', ns) as Bundle)).toEqual([]);
  });

  it.each(LAZY_LANGUAGES)('has %s complete', async (lang) => {
    expect(languageGaps(en(), await lazy(path.join(ROOT, pkg, `src/lang/${lang.toLowerCase()}`)))).toEqual([]);
  });
});
