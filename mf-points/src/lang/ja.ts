import type { Bundle } from 'shared-contracts';
import pointMall from '../features/point-mall/lang/ja';

/** mf-points's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = { ...pointMall };

export default texts;
