const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_member',
  title: 'mf-member (standalone)',
  exposes: {
    './MemberCenter': './src/app/parcels/member-center.tsx',
    './Promotions': './src/app/parcels/promotions.tsx',
    './MemberModals': './src/app/parcels/member-modals.tsx',
    './MemberPanel': './src/app/parcels/member-panel.tsx',
  },
});
