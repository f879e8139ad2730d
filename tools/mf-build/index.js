// @ts-check
/**
 * The one webpack + Module Federation build factory used by the shell and every remote.
 * An app's webpack.config.js is `module.exports = createConfig({ dir: __dirname, name, exposes })`.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { precompress } = require('./precompress');

/** Libraries loaded once per page (docs/conventions.md, docs/federation.md). `react-dom/` shares react-dom/client too. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'ky',
  'shared-contracts',
  'shared-ui',
];
/**
 * Singletons the shell provides tree-shaken to the exports it uses (MF 2 shared `treeShaking`, mode
 * `runtime-infer`): today only the shell imports react-router-dom (parcels get `navigate`/`location` as props),
 * so its copy needs BrowserRouter, Routes and the hooks, not all of React Router (61 → 15 KiB gzip). A remote
 * that starts importing it records its own used exports; the runtime serves it the shell's copy only when that
 * covers them (docs/federation.md).
 */
const TREE_SHAKEN = new Set(['react-router-dom']);
/** Shared (deduplicated) but not required to be a singleton. */
const SHARED = ['single-spa-react', 'single-spa-react/'];

const API_ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:8080';

/**
 * @param {string} dir package folder
 * @param {string} dep dependency name (subpath allowed)
 */
function versionOf(dir, dep) {
  const pkg = require(path.join(dir, 'package.json'));
  const root = dep
    .replace(/\/$/, '')
    .split('/')
    .slice(0, dep.startsWith('@') ? 2 : 1)
    .join('/');
  const range = (pkg.dependencies || {})[root] || (pkg.peerDependencies || {})[root];
  if (!range) throw new Error(`${pkg.name}: shared library ${root} is not a dependency`);
  return range;
}

/** swc for TypeScript/TSX (also used by the monolith build, so both compile the same way). */
function swcRule(/** @type {boolean} */ prod) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Module rules every app build shares: swc, and CSS bundled as a string (injected at run time). */
const moduleRules = (/** @type {boolean} */ prod) => [swcRule(prod), { test: /\.css$/, type: 'asset/source' }];

const RESOLVE = {
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  // Workspace packages are consumed from source.
  conditionNames: ['source', '...'],
  // Endpoint schemas are for platform-api; the browser needs only their shape (typebox-browser.js).
  alias: { typebox$: path.join(__dirname, 'typebox-browser.js') },
};

/**
 * One federation runtime per page (docs/federation.md): the shell puts its `@module-federation/runtime-core` on
 * the global `_FEDERATION_RUNTIME_CORE` (runtime plugin provide-runtime-core.mjs; MF's own
 * `provideExternalRuntime` would bundle a second, CommonJS copy), and production builds of the remotes use
 * `experiments.externalRuntime` to leave theirs out and take that one. Development builds of a remote keep
 * their own copy, so each still runs alone on its dev server; `MF_EXTERNAL_RUNTIME=0` does the same in production.
 */
const externalRuntime = (/** @type {boolean} */ isShell, /** @type {boolean} */ prod) =>
  !isShell && prod && process.env.MF_EXTERNAL_RUNTIME !== '0';

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, title?: string }} opts
 */
function createConfig({ dir, name, exposes = {}, title = 'Gaming Platform' }) {
  const isShell = name === 'shell';
  // Each app's dev-server port lives in its package.json (`config.port`); platform-api's dev mode reads the same.
  const port = require(path.join(dir, 'package.json')).config.port;
  /** @type {Record<string, any>} */
  const shared = {};
  for (const dep of SINGLETONS) {
    shared[dep] = { singleton: true, requiredVersion: versionOf(dir, dep) };
    if (TREE_SHAKEN.has(dep)) shared[dep].treeShaking = { mode: 'runtime-infer' };
  }
  for (const dep of SHARED) shared[dep] = { requiredVersion: versionOf(dir, dep) };

  const factory = (/** @type {any} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const prod = argv.mode !== 'development';
    // The version the app shows (ADR 0012): `npm run release` passes the release's, else the package.json version.
    const version = process.env.RELEASE_VERSION || require(path.join(dir, 'package.json')).version;
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // `npm run release` builds into a folder of its own (MF_OUT_DIR), never over the served dist.
        path: process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(dir, 'dist'),
        // The shell is served at / with history fallback, so it needs absolute URLs; remotes are
        // served from any folder or CDN and find their chunks relative to their entry.
        publicPath: isShell ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // SPEC §9: a script chunk that has not loaded after 120 s fails.
        chunkLoadTimeout: 120_000,
        clean: true,
      },
      resolve: RESOLVE,
      module: { rules: moduleRules(prod) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          ...(isShell ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] } : {}),
          experiments: {
            externalRuntime: externalRuntime(isShell, prod),
            // Browser-only builds: the runtime's Node loaders (vm, fetch-and-eval of remotes) are left out.
            optimization: { target: 'web' },
          },
          manifest: { fileName: 'mf-manifest.json' },
          // Remotes publish their types; the shell knows remotes only by name at run time.
          dts:
            isShell || !prod || process.env.MF_DTS === '0'
              ? false
              : { generateTypes: { abortOnError: false }, consumeTypes: false },
        }),
        new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), chunks: ['main'] }),
        new DefinePlugin({ 'process.env.REMOTE_VERSION': JSON.stringify(version) }),
        ...precompress(prod),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/wps', '/lgw', '/lotto', '/assets', '/ops', '/dev'], target: API_ORIGIN }],
        client: { overlay: { warnings: false } },
      },
    };
  };
  // What the monolith build (monolith.js) needs to import the exposed modules directly.
  factory.federation = { dir, name, exposes };
  return factory;
}

module.exports = { createConfig, SINGLETONS, moduleRules, RESOLVE, API_ORIGIN };
