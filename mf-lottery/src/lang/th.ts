import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import components from '../components/lang/th';
import betting from '../features/betting/lang/th';
import lobby from '../features/lobby/lang/th';
import results from '../features/results/lang/th';
import verify from '../features/verify/lang/th';
import welcome from '../features/welcome/lang/th';

/** mf-lottery's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = { ...config, ...components, ...betting, ...lobby, ...results, ...verify, ...welcome };

export default texts;
