import { securityQuestionsOpsApi as api } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's security questions, offered or not, with how many members chose each (`GET /ops/security/questions`). */
export const useSecurityQuestions = (merchant: string) => useOps(api.listSecurityQuestions, { merchant });
