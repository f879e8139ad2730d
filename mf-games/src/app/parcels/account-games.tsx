import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { AccountGamesPage } from '../../features/account-games/components/account-games-page';

injectAppStyles();

/** Exposed as `mf_games/AccountGames`. */
export const { bootstrap, mount, unmount, update } = createParcel(AccountGamesPage);
