const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_points',
  title: 'mf-points (standalone)',
  exposes: {
    './PointMall': './src/app/parcels/point-mall.tsx',
  },
});
