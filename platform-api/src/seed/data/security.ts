import type { SecurityQuestion } from 'shared-contracts';

/** The demo merchant's security questions (English; clients show `security_q_<questionId>` of shared-contracts' common texts). */
export const SECURITY_QUESTIONS: readonly SecurityQuestion[] = [
  { questionId: 1, question: 'What is your favourite colour?' },
  { questionId: 2, question: 'What was the name of your first pet?' },
  { questionId: 3, question: 'In which city were you born?' },
  { questionId: 4, question: "What is your mother's maiden name?" },
  { questionId: 5, question: 'What was the name of your primary school?' },
  { questionId: 6, question: 'What is your favourite food?' },
];

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
