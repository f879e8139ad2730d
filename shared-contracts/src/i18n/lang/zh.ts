import type { Bundle } from '../init';

/** The `common` namespace in ZH (filled by the translation of every shared dictionary). */
const texts: Bundle = {};

export default texts;
