import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';

/** Exposed as `mf_member/Promotions`. */
export const { bootstrap, mount, unmount, update } = createParcel(PromotionsPage);
