import { agencyOpsApi, type HouseContractInput } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The house's contract for a top agent, ACTIVE at once (`POST /ops/agency/contracts`). */
export const createHouseContract = (input: HouseContractInput) => opsCall(agencyOpsApi.createHouseContract, input);
