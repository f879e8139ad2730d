/** The demo PSP's test cards: the only numbers it takes. */
export const TEST_CARDS = {
  /** Always paid. */
  SUCCESS: '4242424242424242',
  /** Always declined. */
  DECLINED: '4000000000000002',
} as const;

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holder';
export type CardProblem = 'required' | 'invalid' | 'notTestCard' | 'expired';

/** Luhn checksum of a digit string. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/**
 * Checks the card form: number (spaces allowed; a valid number that is not a test card is refused),
 * expiry `MM/YY` not in the past, CVC 3–4 digits, holder's name. Answers the outcome (PAID for the
 * success card, DECLINED for the declining one) or the problem of each field.
 */
export function checkCard(
  f: CardForm,
  now = new Date(),
): { outcome: 'PAID' | 'DECLINED'; last4: string } | { problems: Partial<Record<CardField, CardProblem>> } {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = (f.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!number) problems.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(number) || !luhnOk(number)) problems.cardNumber = 'invalid';
  else if (number !== TEST_CARDS.SUCCESS && number !== TEST_CARDS.DECLINED) problems.cardNumber = 'notTestCard';
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(f.expiry ?? '');
  if (!f.expiry?.trim()) problems.expiry = 'required';
  else if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) problems.expiry = 'invalid';
  else {
    const year = 2000 + Number(exp[2]);
    const month = Number(exp[1]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expiry = 'expired';
  }
  const cvc = (f.cvc ?? '').trim();
  if (!cvc) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'invalid';
  const holder = (f.holder ?? '').trim();
  if (!holder) problems.holder = 'required';
  else if (holder.length > 80) problems.holder = 'invalid';
  if (Object.keys(problems).length > 0) return { problems };
  return { outcome: number === TEST_CARDS.SUCCESS ? 'PAID' : 'DECLINED', last4: number.slice(-4) };
}
