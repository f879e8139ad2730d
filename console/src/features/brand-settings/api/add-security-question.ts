import { securityQuestionsOpsApi as api } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a brand's own security question (`POST /ops/security/questions`). */
export const addSecurityQuestion = (merchant: string, question: string) =>
  opsCall(api.addSecurityQuestion, { merchant, question });
