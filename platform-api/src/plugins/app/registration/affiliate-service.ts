import { apiError } from '../../../infra/errors/api-errors';
import type { Merchant } from '../../../modules/merchants/merchant-repository';
import type { Platform } from '../platform';

/**
 * GET /wps/agent/affiliate (no token; per-IP rate limit in the route): an active agent of the
 * merchant with this invitation code (case-insensitive) → `{valid: true, agentNickname}` (its
 * nickname, possibly empty: never the username, which is a login name); anything else → INVITATION_CODE_INVALID.
 */
export async function checkAffiliate(
  platform: Platform,
  merchant: Merchant,
  code: string,
): Promise<{ valid: true; agentNickname: string }> {
  const agent = await platform.repos.members.findAgentByInvitationCode(merchant.id, code);
  if (!agent) throw apiError('INVITATION_CODE_INVALID');
  return { valid: true, agentNickname: agent.nickname };
}
