const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_agent',
  title: 'mf-agent (standalone)',
  exposes: {
    './AgentCenter': './src/app/parcels/agent-center.tsx',
  },
});
