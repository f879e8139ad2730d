import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import components from '../components/lang/ko';
import betting from '../features/betting/lang/ko';
import lobby from '../features/lobby/lang/ko';
import results from '../features/results/lang/ko';
import verify from '../features/verify/lang/ko';
import welcome from '../features/welcome/lang/ko';

/** mf-lottery's texts in Korean: every dictionary of src/ merged. */
const texts: Bundle = { ...config, ...components, ...betting, ...lobby, ...results, ...verify, ...welcome };

export default texts;
