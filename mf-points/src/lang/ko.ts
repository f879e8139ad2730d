import type { Bundle } from 'shared-contracts';
import pointMall from '../features/point-mall/lang/ko';

/** mf-points's texts in Korean: every dictionary of src/ merged. */
const texts: Bundle = { ...pointMall };

export default texts;
