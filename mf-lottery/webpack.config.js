const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_lottery',
  title: 'mf-lottery (standalone)',
  exposes: {
    './Lottery': './src/app/parcels/lottery.tsx',
  },
});
