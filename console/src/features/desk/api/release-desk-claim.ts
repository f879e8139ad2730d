import { releaseDeskClaim, type DeskItem } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Releases the claim on an item (one's own; an admin or the owner anyone's). */
export const releaseItem = (item: DeskItem) =>
  opsCall(releaseDeskClaim, { kind: item.kind, id: item.id }, { kind: item.kind, id: item.id });
