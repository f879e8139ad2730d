import type { SecurityQuestion } from 'shared-contracts';

/**
 * The stock security questions every brand starts with (English; clients show `security_q_<questionId>` of
 * shared-contracts' common texts, so their wording is fixed). A brand's own questions are numbered from 101.
 */
export const STOCK_SECURITY_QUESTIONS: readonly SecurityQuestion[] = [
  { questionId: 1, question: 'What is your favourite colour?' },
  { questionId: 2, question: 'What was the name of your first pet?' },
  { questionId: 3, question: 'In which city were you born?' },
  { questionId: 4, question: "What is your mother's maiden name?" },
  { questionId: 5, question: 'What was the name of your primary school?' },
  { questionId: 6, question: 'What is your favourite food?' },
];
