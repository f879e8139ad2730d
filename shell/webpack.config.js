const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({ dir: __dirname, name: 'shell' });
