import { runStandalone } from 'shared-ui';
import './config/i18n';
import { MemberCenterPage } from './features/member-center/components/member-center-page';
import { PromotionsPage } from './features/promotions/components/promotions-page';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-member', { '/member': MemberCenterPage, '/promotions': PromotionsPage });
