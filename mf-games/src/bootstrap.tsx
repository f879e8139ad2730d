import { runStandalone } from 'shared-ui';
import './config/i18n';
import { AccountGamesPage } from './features/account-games/components/account-games-page';
import { GameCenterPage } from './features/game-center/components/game-center-page';
import { GameListPage } from './features/game-list/components/game-list-page';
import { HomePage } from './features/home/components/home-page';
import { SeamlessPage } from './features/seamless/components/seamless-page';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-games', {
  '/index': HomePage,
  '/sports': GameCenterPage,
  '/live': GameListPage,
  '/rng': GameListPage,
  '/favorite': AccountGamesPage,
  '/seamless': SeamlessPage,
});
