import type { Bundle } from '../init';

/** The `common` namespace in TL (filled by the translation of every shared dictionary). */
const texts: Bundle = {};

export default texts;
