// Lint: typescript-eslint, React hooks, and import direction enforced by rules, not review
// (docs/conventions.md): no cycles, no feature-to-feature imports, nothing below app/ importing app/, no
// remote-to-remote imports, packages only through their public entry, API calls only from api files, strings only
// in i18n.ts files, styles injected only by src/styles/inject.ts, jotai only through the session store
// (docs/architecture.md).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { noImportCycle } from './eslint-rules/no-import-cycle.mjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points', 'console'];

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
 * app/ composes an app (parcels, modal host, page shells); nothing below it imports it: features/, components/,
 * hooks/, lib/, api/, config/ and styles/ never reach up into app/.
 */
const BELOW_APP = ['features', 'components', 'hooks', 'lib', 'api', 'config', 'styles'];
const appZones = APPS.flatMap((app) =>
  BELOW_APP.map((dir) => ({
    target: `./${app}/src/${dir}`,
    from: `./${app}/src/app`,
    message: 'Nothing below app/ imports app/: move what features share to components/, hooks/ or lib/.',
  })),
);

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

/**
 * One style injection point per app: `src/styles/inject.ts` imports the app's stylesheets (the only way into
 * styles/) and is the only caller of shared-ui's injectStyles/injectBaseStyles; the app's entries call its
 * injectAppStyles().
 */
const STYLE_FILES = APPS.map((app) => `${app}/src/styles/inject.ts`);
const stylesOnly = "Styles are injected in one place: the app's src/styles/inject.ts (injectAppStyles).";
const styleZones = APPS.map((app) => ({
  target: [
    ...['app', ...BELOW_APP.filter((dir) => dir !== 'styles')].map((dir) => `./${app}/src/${dir}`),
    `./${app}/src/*.{ts,tsx}`,
  ],
  from: `./${app}/src/styles`,
  except: ['./inject.ts'],
  message: stylesOnly,
}));
const stylesPath = { name: 'shared-ui', importNames: ['injectStyles', 'injectBaseStyles'], message: stylesOnly };

/**
 * jotai is reached only through the shared session store (one jotai store for every parcel): shared-contracts'
 * session/store.ts (pageState, memberState) and shared-ui's hooks/use-session.ts (useSessionValue, usePageState …).
 */
const JOTAI_FILES = ['shared-contracts/src/session/store.ts', 'shared-ui/src/hooks/use-session.ts'];
const jotaiMessage =
  'Use the session store: pageState/memberState (shared-contracts) and useSessionValue/usePageState (shared-ui).';
const jotaiPaths = [{ name: 'jotai', message: jotaiMessage }];
const jotaiPatterns = [{ group: ['jotai/*'], message: jotaiMessage }];

/**
 * One i18n layout (docs/architecture.md): an app registers strings only in its i18n.ts files (config/ for the
 * namespace and what several parts share, components/, features/<feature>/), each TY dictionary typed against EN.
 */
const I18N_FILES = APPS.flatMap((app) => [
  `${app}/src/config/i18n.ts`,
  `${app}/src/components/**/i18n.ts`,
  `${app}/src/features/*/i18n.ts`,
]);
const i18nOnly = {
  selector: "CallExpression[callee.name='addBundles']",
  message: 'Register strings in an i18n.ts: config/ (shared), components/ or features/<feature>/.',
};
const tyTyped = {
  selector:
    "CallExpression[callee.name='addBundles'] > ObjectExpression > Property[key.name='TY'][value.type!='TSSatisfiesExpression']",
  message: 'Type the TY dictionary against EN: `TY: { … } satisfies typeof EN`.',
};

/** Where an app may call the API: one file per call (docs/architecture.md, "Frontend conventions"). */
const apiFiles = [
  ...APPS.flatMap((app) => [`${app}/src/api/**`, `${app}/src/features/*/api/**`]),
  // The console's /ops client and its read hook, which the api files use.
  'console/src/lib/ops-client.ts',
  'console/src/lib/use-ops.ts',
];
const apiOnly =
  'Call the API only from an api file: src/features/<feature>/api/<verb-noun>.ts, or src/api/<verb-noun>.ts ' +
  'when shared code or several features need the call. Import its function or hook instead.';

const apiCallOnly = [
  { selector: "CallExpression[callee.property.name='call'][callee.object.name='api']", message: apiOnly },
  // The console's /ops client (console/src/lib): its calls and reads live in api files too.
  { selector: 'CallExpression[callee.name=/^(opsCall|useOps)$/]', message: apiOnly },
  { selector: "CallExpression[callee.property.name='call'][callee.object.property.name='api']", message: apiOnly },
];

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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...appZones, ...styleZones, ...packageZones, ...moduleZones] },
      ],
      'no-restricted-imports': ['error', { patterns: [...entryOnly, ...jotaiPatterns], paths: jotaiPaths }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: [...apiFiles, ...STYLE_FILES, '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...entryOnly, ...jotaiPatterns],
          paths: [{ name: 'shared-ui', importNames: ['useCall'], message: apiOnly }, stylesPath, ...jotaiPaths],
        },
      ],
      'no-restricted-syntax': ['error', ...apiCallOnly, i18nOnly],
    },
  },
  {
    files: I18N_FILES,
    rules: { 'no-restricted-syntax': ['error', ...apiCallOnly, tyTyped] },
  },
  {
    files: STYLE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...entryOnly, ...jotaiPatterns],
          paths: [{ name: 'shared-ui', importNames: ['useCall'], message: apiOnly }, ...jotaiPaths],
        },
      ],
    },
  },
  {
    files: JOTAI_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: entryOnly }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
