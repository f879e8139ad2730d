import { claimDeskItem, type DeskItem } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Claims an item for the signed-in operator (409 DESK_ITEM_CLAIMED while someone else holds it). */
export const claimItem = (item: DeskItem) =>
  opsCall(claimDeskItem, { kind: item.kind, id: item.id, merchant: item.merchant });
