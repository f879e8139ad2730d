import { api } from 'shared-contracts';
import { promotionsApi, type Promotion } from 'shared-contracts/engagement';

/** Joins a lucky draw (`POST /wps/promotions/raffle`, SPEC §7 raffle promotion). */
export async function joinRaffle(activityId: number): Promise<Promotion> {
  return (await api.call(promotionsApi.joinRaffle, { activityId })).promotion;
}
