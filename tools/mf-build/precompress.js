// @ts-check
/**
 * Production builds write each text asset twice more, compressed: `<file>.br` (brotli) and `<file>.gz` (gzip),
 * beside it. platform-api serves them (`@fastify/static` `preCompressed`) to browsers that accept them, so nothing
 * is compressed per request and a phone on a slow network fetches a third of the bytes (docs/federation.md).
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT = /\.(js|css|html|json|svg|txt)$/;
/** Files smaller than this are sent as they are (the framing costs more than it saves). */
const THRESHOLD = 1024;

/** The compression plugins of a build (`prod` false: none — the dev server compresses on its own). */
function precompress(/** @type {boolean} */ prod) {
  if (!prod) return [];
  return [
    new CompressionPlugin({
      test: TEXT,
      threshold: THRESHOLD,
      minRatio: 0.9,
      algorithm: 'gzip',
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test: TEXT,
      threshold: THRESHOLD,
      minRatio: 0.9,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { precompress };
