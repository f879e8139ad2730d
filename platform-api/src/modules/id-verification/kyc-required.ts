import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { idVerificationError } from './errors';

/**
 * The Philippines variant's rule (SPEC §1, §5): no deposit or withdrawal before the member's identity is verified
 * (status A); KYC_REQUIRED otherwise. Other merchants: no check.
 */
export async function requireVerifiedIdentity(
  members: Pick<MembersService, 'idVerificationStatus'>,
  merchant: Pick<Merchant, 'philippinesVariant'>,
  memberId: number,
): Promise<void> {
  if (!merchant.philippinesVariant) return;
  if ((await members.idVerificationStatus(memberId)) !== 'A') throw idVerificationError('KYC_REQUIRED');
}
