import type { Bundle } from 'shared-contracts';
import pointMall from '../features/point-mall/lang/tl';

/** mf-points's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
const texts: Bundle = { ...pointMall };

export default texts;
