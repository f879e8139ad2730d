import { brandsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** One brand's setup, which a new brand can start from (`GET /ops/brands/:code`). */
export const getBrand = (code: string) => opsCall(brandsOpsApi.getBrand, {}, { code });
