import type { Bundle } from 'shared-contracts';
import pointMall from '../features/point-mall/lang/zh';

/** mf-points's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
const texts: Bundle = { ...pointMall };

export default texts;
