// Lint: typescript-eslint, React hooks, and import direction enforced by rules, not review
// (ARCHITECTURE §4): no cycles, no feature-to-feature imports, no remote-to-remote imports,
// packages only through their public entry, API calls only from api files (docs/architecture.md).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { noImportCycle } from './eslint-rules/no-import-cycle.mjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];

/** A feature never imports another feature of the same app. */
const featureZones = APPS.flatMap((app) => {
  const dir = `${app}/src/features`;
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir);
  return features.map((f) => ({
    target: `./${dir}/${f}`,
    from: `./${dir}`,
    except: [`./${f}`],
    message: 'A feature never imports another feature; move shared code to components/, lib/ or (calls) api/.',
  }));
});

/**
 * platform-api (ADR 0004): a module uses another only through its index.ts (types) and its service on the
 * app; infra depends on no module (a type from a module's index.ts at most).
 */
const API_MODULES_DIR = 'platform-api/src/modules';
const apiModules = existsSync(API_MODULES_DIR)
  ? readdirSync(API_MODULES_DIR).filter((m) => existsSync(`${API_MODULES_DIR}/${m}/index.ts`))
  : [];
const moduleZones = [
  ...apiModules.map((m) => ({
    target: `./${API_MODULES_DIR}/${m}`,
    from: `./${API_MODULES_DIR}`,
    except: [`./${m}`, ...apiModules.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
    message: 'A module uses another only through its index.ts and its service on the app (ADR 0004).',
  })),
  {
    target: './platform-api/src/infra',
    from: `./${API_MODULES_DIR}`,
    except: apiModules.map((m) => `./${m}/index.ts`),
    message: 'infra depends on no module (ADR 0004).',
  },
];

/** No package reaches into another package's files; remotes never import each other. */
const packageZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((a) => a !== app).map((a) => `./${a}`),
    message: 'Apps talk through the event bus and shared-contracts, never by importing each other.',
  })),
  {
    target: './shared-contracts',
    from: [...APPS, 'shared-ui', 'platform-api'].map((a) => `./${a}`),
    message: 'shared-contracts depends on nothing of ours.',
  },
  { target: './platform-api', from: [...APPS, 'shared-ui'].map((a) => `./${a}`) },
];

/** Packages are imported through their public entry only. */
const entryOnly = [
  {
    // shared-contracts/lottery, /agency and /engagement are shared-contracts' other public entries (ADR 0007, 0008).
    group: [
      'shared-contracts/*',
      '!shared-contracts/lottery',
      '!shared-contracts/agency',
      '!shared-contracts/engagement',
      'shared-ui/*',
      'platform-api/*',
      'mf-*/*',
      'shell/*',
    ],
    message: 'Import packages through their public entry.',
  },
];

/** Where an app may call the API: one file per call (docs/architecture.md, "Frontend conventions"). */
const apiFiles = APPS.flatMap((app) => [`${app}/src/api/**`, `${app}/src/features/*/api/**`]);
const apiOnly =
  'Call the API only from an api file: src/features/<feature>/api/<verb-noun>.ts, or src/api/<verb-noun>.ts ' +
  'when shared code or several features need the call. Import its function or hook instead.';

/** One resolver for import-x and our cycle check (eslint-rules/no-import-cycle.mjs), so both see the same graph. */
const resolver = createTypeScriptImportResolver({
  project: ['*/tsconfig.json'],
  noWarnOnMultipleProjects: true,
  conditionNames: ['source', 'types', 'import', 'require', 'default'],
});
const local = { rules: { 'no-import-cycle': noImportCycle(resolver) } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      // import-x/no-cycle skips `import type`; local/no-import-cycle counts every import (type-only ones too).
      'import-x/no-cycle': 'error',
      'local/no-import-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...packageZones, ...moduleZones] }],
      'no-restricted-imports': ['error', { patterns: entryOnly }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: [...apiFiles, '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: entryOnly, paths: [{ name: 'shared-ui', importNames: ['useCall'], message: apiOnly }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='call'][callee.object.name='api']", message: apiOnly },
        {
          selector: "CallExpression[callee.property.name='call'][callee.object.property.name='api']",
          message: apiOnly,
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
