import { opsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Sets the merchant's four-eyes threshold (an admin; audited with the old and new values). */
export const setFourEyes = (merchant: string | undefined, threshold: number) =>
  opsCall(opsApi.setFourEyes, { merchant, threshold });
