import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import components from '../components/lang/tl';
import betting from '../features/betting/lang/tl';
import lobby from '../features/lobby/lang/tl';
import results from '../features/results/lang/tl';
import verify from '../features/verify/lang/tl';
import welcome from '../features/welcome/lang/tl';

/** mf-lottery's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
const texts: Bundle = { ...config, ...components, ...betting, ...lobby, ...results, ...verify, ...welcome };

export default texts;
