// @ts-check
/**
 * The build of a stand-alone app that federates nothing (the operators' console): the same swc rules, resolution
 * and HTML template conventions as the federated apps (index.js), served from a fixed folder of platform-api.
 * An app's webpack.config.js is `module.exports = createAppConfig({ dir: __dirname, name, publicPath })`.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { moduleRules, RESOLVE, API_ORIGIN } = require('./index');
const { precompress } = require('./precompress');

/**
 * @param {{ dir: string, name: string, publicPath: string, title: string, template: string }} opts
 */
function createAppConfig({ dir, name, publicPath, title, template }) {
  const port = require(path.join(dir, 'package.json')).config.port;
  return (/** @type {any} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const prod = argv.mode !== 'development';
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: RESOLVE,
      module: { rules: moduleRules(prod) },
      plugins: [new HtmlWebpackPlugin({ title, template, chunks: ['main'] }), ...precompress(prod)],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: { index: `${publicPath}index.html` },
        devMiddleware: { publicPath },
        proxy: [{ context: ['/ops', '/wps/system'], target: API_ORIGIN }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createAppConfig };
