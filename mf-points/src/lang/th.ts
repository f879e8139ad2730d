import type { Bundle } from 'shared-contracts';
import pointMall from '../features/point-mall/lang/th';

/** mf-points's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = { ...pointMall };

export default texts;
