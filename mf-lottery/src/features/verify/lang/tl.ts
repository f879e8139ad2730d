import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  verify_intro:
    'Bago ang bawat draw, inilalabas namin ang SHA-256 hash ng isang lihim na seed. Pagkatapos ng draw, ibinubunyag ang seed at dito nagmumula ang resulta sa pamamagitan ng isang nakapirming function, kaya walang makakapili ng resulta kapag nakapasok na ang mga taya. Kinukuwenta ulit ng iyong browser ang dalawa dito.',
  verify_numero: 'Numero ng draw',
  verify_numero_hint: 'Gaya ng nakikita sa resulta, hal. 202603010001',
  verify_button: 'I-verify',
  verify_not_drawn: 'Hindi pa nabobola ang draw {{numero}}. Nailabas na ang seed hash nito:',
  verify_match: 'Tugma: ito ang resultang nakatali sa inilabas na seed',
  verify_mismatch: 'Hindi tugma: hindi nagmumula sa inilabas na seed ang resultang ito',
  verify_hash_ok: 'Katumbas ng SHA-256(seed) ang hash na inilabas bago ang draw',
  verify_hash_bad: 'Hindi katumbas ng SHA-256(seed) ang inilabas na hash',
  verify_result_ok: 'Katumbas ng inilabas na resulta ang resultang kinuwenta ulit mula sa seed',
  verify_result_bad: 'Iba sa inilabas na resulta ang resultang kinuwenta ulit mula sa seed',
  verify_seed: 'Ibinunyag na seed',
  verify_computed_hash: 'SHA-256 ng seed (kinuwenta dito)',
  verify_recomputed: 'Resultang kinuwenta ulit sa iyong browser',
  verify_how: 'Paano nakukuha ang resulta',
  verify_formula:
    'block_i = HMAC-SHA256(key = ang 32 byte ng seed, message = "<game>:<draw number>:<i>") para sa i = 0, 1, 2 … Bawat byte na mas mababa sa 250 ay nagbibigay ng digit na byte mod 10; nilalaktawan ang mga byte na 250 pataas, kaya pantay ang tsansa ng bawat digit. Pinupunan ng mga digit ang mga premyo nang sunod-sunod, bawat numero mula kaliwa pakanan.',
  verify_unavailable:
    'Hindi makapag-compute ng SHA-256 ang iyong browser dito (kailangan ng Web Crypto ang secure na https page).',
};

export default texts;
