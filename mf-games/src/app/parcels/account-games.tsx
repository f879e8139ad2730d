import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { AccountGamesPage } from '../../features/account-games/components/account-games-page';

injectGamesStyles();

/** Exposed as `mf_games/AccountGames`. */
export const { bootstrap, mount, unmount, update } = createParcel(AccountGamesPage);
