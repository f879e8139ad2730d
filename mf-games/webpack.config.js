const { createConfig } = require('../tools/mf-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_games',
  title: 'mf-games (standalone)',
  exposes: {
    './Home': './src/app/parcels/home.tsx',
    './GameCenter': './src/app/parcels/game-center.tsx',
    './GameList': './src/app/parcels/game-list.tsx',
    './AccountGames': './src/app/parcels/account-games.tsx',
    './Seamless': './src/app/parcels/seamless.tsx',
    './GamesModals': './src/app/parcels/games-modals.tsx',
  },
});
