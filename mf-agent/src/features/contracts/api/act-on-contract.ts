import { api, type RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** Accepts or rejects an offered contract, or terminates one (`/wps/agent/contracts/action`). */
export function actOnContract(input: RequestOf<typeof agencyApi.actOnContract>) {
  return api.call(agencyApi.actOnContract, input);
}
