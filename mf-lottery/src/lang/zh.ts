import type { Bundle } from 'shared-contracts';

/** The package's texts in ZH: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = {};

export default texts;
