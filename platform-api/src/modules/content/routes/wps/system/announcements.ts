import type { FastifyInstance } from 'fastify';
import { announcementsApi } from 'shared-contracts/engagement';
import { optionalSession } from '../../../../../infra/http/optional-session';
import { paging } from '../../../../../infra/paging';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { audienceOf } from './notice';

/**
 * /wps/system/announcements (publicModal, SPEC §2, §7, §9): the announcements for the caller's audience (a live
 * session: everyone's and logged-in members'; otherwise everyone's and visitors'), newest first, 9 a page.
 */
export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app;
  registerEndpoint(app, announcementsApi.getAnnouncements, async ({ input, request, merchant }) => {
    const page = paging(input, announcementsApi.ANNOUNCEMENT_PAGE_SIZE);
    const [all, session] = await Promise.all([
      content.activeAnnouncements(merchant.id),
      optionalSession(request, merchant),
    ]);
    const audience = audienceOf(session !== null);
    const shown = all.filter((a) => audience.has(a.audience));
    return {
      list: shown.slice(page.offset, page.offset + page.limit).map((a) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        promotionType: a.promotionType,
        createdAt: a.createdAt.toISOString(),
      })),
      ...page.pages(shown.length),
    };
  });
}
