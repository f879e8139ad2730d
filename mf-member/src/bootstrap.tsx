import { injectBaseStyles, runStandalone } from 'shared-ui';
import './config/i18n';
import { MemberCenterPage } from './features/member-center/components/member-center-page';
import { PromotionsPage } from './features/promotions/components/promotions-page';
import { injectMemberStyles } from './lib/styles';

// The design system's sheet first, so the screen styles come after it.
injectBaseStyles();
injectMemberStyles();

void runStandalone('mf-member', { '/member': MemberCenterPage, '/promotions': PromotionsPage });
