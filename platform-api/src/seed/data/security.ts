import { STOCK_SECURITY_QUESTIONS } from '../../modules/security/stock-questions';

/** The demo merchant's security questions: the stock catalogue. */
export const SECURITY_QUESTIONS = STOCK_SECURITY_QUESTIONS;

/** demo_secure's question and answer (published: demo only). */
export const DEMO_SECURITY_QUESTION_ID = 1;
export const DEMO_SECURITY_ANSWER = 'blue';

/** demo_traveller: logged in before from one IP only, so a login from anywhere else asks for extra verification. */
export const DEMO_TRAVELLER = {
  mobile: { dialCode: '84', number: '987654321' },
  email: 'demo_traveller@demo-casino.example.com',
  payeeName: 'DEMO TRAVELLER',
  knownIp: '203.0.113.7',
} as const;
