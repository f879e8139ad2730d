import { contentPagesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds an announcement; its HTML is sanitised by the server (`POST /ops/content/announcements`). */
export const createAnnouncement = (input: contentPagesOpsApi.AnnouncementInput, merchant: string | undefined) =>
  opsCall(contentPagesOpsApi.createAnnouncement, { ...input, merchant });
