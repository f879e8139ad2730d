import { securityQuestionsOpsApi as api, type SecurityQuestionPatch } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Renames, reorders, offers or stops offering one question (`PUT /ops/security/questions/:questionId`). */
export const updateSecurityQuestion = (merchant: string, questionId: number, patch: SecurityQuestionPatch) =>
  opsCall(api.updateSecurityQuestion, { merchant, ...patch }, { questionId });
