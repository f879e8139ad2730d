const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  title: 'mf-auth (standalone)',
  exposes: {
    './AuthModals': './src/app/parcels/auth-modals.tsx',
    './AgentLogin': './src/app/parcels/agent-login.tsx',
  },
});
