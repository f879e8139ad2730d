import { api } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** The member's consolidated funds and contract flags (`/wps/member/info/funds/consolidated`, SPEC §6). */
export function getConsolidated() {
  return api.call(agencyApi.getConsolidated, {});
}
