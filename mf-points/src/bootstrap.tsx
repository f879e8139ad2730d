import { runStandalone } from 'shared-ui';
import './config/i18n';
import { PointMallPage } from './features/point-mall/components/point-mall-page';

void runStandalone('mf-points', { '/pointMall': PointMallPage });
