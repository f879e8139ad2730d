import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';

injectAppStyles();

/** Exposed as `mf_member/Promotions`. */
export const { bootstrap, mount, unmount, update } = createParcel(PromotionsPage);
