import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createContentService, type ContentService } from './content-service';

export type { AnnouncementRow, NewAnnouncement } from './announcement-repository';
export type { NewNotice, NoticeKind, NoticeRow, PopupExecution } from './notice-repository';
export type { ContentService } from './content-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content module's service (banners, help centre, notices). */
    content: ContentService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['banners', 'banner_images', 'help_sections', 'notices', 'announcements'] as const;

/**
 * The content module: banners, banner_images, help_sections, notices, announcements; /wps/system/banners,
 * /helpCenter, /notice and /announcements, /wps/content/banner-images/:id, and the console's /ops/content/banners,
 * /ops/content/notices, /ops/content/announcements, /ops/content/help and /ops/content/preview.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    app.decorate('content', createContentService({ db: app.db, cache: app.cache, now: opts.clock }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'content', dependencies: ['merchants', 'operator'] },
);
