import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectMemberStyles } from '../../lib/styles';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';

injectMemberStyles();

/** Exposed as `mf_member/Promotions`. */
export const { bootstrap, mount, unmount, update } = createParcel(PromotionsPage);
