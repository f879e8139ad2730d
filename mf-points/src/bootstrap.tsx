import { runStandalone } from 'shared-ui';
import './config/i18n';
import { PointMallPage } from './features/point-mall/components/point-mall-page';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-points', { '/pointMall': PointMallPage });
