const path = require('node:path');
const { createAppConfig } = require('../tools/mf-build/app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'console',
  publicPath: '/console/',
  title: 'Back office',
  template: path.join(__dirname, 'src/index.html'),
});
