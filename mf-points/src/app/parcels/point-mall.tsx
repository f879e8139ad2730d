import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { PointMallPage } from '../../features/point-mall/components/point-mall-page';
import { injectAppStyles } from '../../styles/inject';

injectAppStyles();

/** Exposed as `mf_points/PointMall`. */
export const { bootstrap, mount, unmount, update } = createParcel(PointMallPage);
