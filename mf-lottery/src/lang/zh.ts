import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import components from '../components/lang/zh';
import betting from '../features/betting/lang/zh';
import lobby from '../features/lobby/lang/zh';
import results from '../features/results/lang/zh';
import verify from '../features/verify/lang/zh';
import welcome from '../features/welcome/lang/zh';

/** mf-lottery's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
const texts: Bundle = { ...config, ...components, ...betting, ...lobby, ...results, ...verify, ...welcome };

export default texts;
