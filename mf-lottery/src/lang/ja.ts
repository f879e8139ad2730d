import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import components from '../components/lang/ja';
import betting from '../features/betting/lang/ja';
import lobby from '../features/lobby/lang/ja';
import results from '../features/results/lang/ja';
import verify from '../features/verify/lang/ja';
import welcome from '../features/welcome/lang/ja';

/** mf-lottery's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = { ...config, ...components, ...betting, ...lobby, ...results, ...verify, ...welcome };

export default texts;
