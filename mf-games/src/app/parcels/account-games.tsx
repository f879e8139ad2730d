import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { AccountGamesPage } from '../../features/account-games/components/account-games-page';

/** Exposed as `mf_games/AccountGames`. */
export const { bootstrap, mount, unmount, update } = createParcel(AccountGamesPage);
