import { contentPagesOpsApi as api } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField, notFound } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import { plainText, sanitizeRichText } from '../../infra/sanitize';
import {
  createAnnouncementRepository,
  type AnnouncementAdminRow,
  type AnnouncementWrite,
} from './announcement-repository';
import { createNoticeRepository, type NoticeAdminRow, type NoticeWrite } from './notice-repository';

type Window = { startsAt?: string | null; endsAt?: string | null };

/** An ISO instant of the contract as a Date (the schema checked its format), or null. */
const instant = (v: string | null | undefined): Date | null => (v ? new Date(v) : null);

/** A window that ends after it starts (field `endsAt`). */
function checkedWindow(w: Window): { startsAt: Date | null; endsAt: Date | null } {
  const startsAt = instant(w.startsAt);
  const endsAt = instant(w.endsAt);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw invalidField('endsAt', 'the window must end after it starts');
  return { startsAt, endsAt };
}

/** A plain-text title (markup refused, field `title`) that is not empty once trimmed. */
function checkedTitle(raw: string): string {
  const title = plainText(raw, 'title');
  if (!title) throw emptyField('title');
  return title;
}

/**
 * HTML that keeps something once sanitised (text or an image; field `content`): what would be stored. A body that is
 * nothing but what the sanitiser drops (`<script>…</script>`) is refused as empty rather than stored blank.
 */
export function checkedHtml(raw: string): string {
  const clean = sanitizeRichText(raw).trim();
  if (!clean.replace(/<(?!img\b)[^>]*>/gi, '').trim()) throw emptyField('content');
  return clean;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The console's notices and announcements of a merchant (each write in the caller's transaction). */
export function createNoticeAdmin({ db, now }: { db: Db; now: () => Date }) {
  const notices = createNoticeRepository(db);
  const announcements = createAnnouncementRepository(db);
  const status = (w: { startsAt: Date | null; endsAt: Date | null }) =>
    api.contentStatus({ startsAt: iso(w.startsAt), endsAt: iso(w.endsAt) }, now());

  const noticeView = (r: NoticeAdminRow): api.OpsNotice => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    content: r.content,
    execution: r.execution,
    promotionType: r.promotionType,
    sort: r.sort,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    status: status(r),
    createdAt: r.createdAt.toISOString(),
  });
  const announcementView = (r: AnnouncementAdminRow): api.OpsAnnouncement => ({
    id: r.id,
    title: r.title,
    content: r.content,
    promotionType: r.promotionType,
    audience: r.audience,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    status: status(r),
    createdAt: r.createdAt.toISOString(),
  });

  /** A notice write, checked: a POPUP names its audience (`execution`), a PROMOTION its `promotionType`. */
  function checkedNotice(input: api.NoticeInput): NoticeWrite {
    if (input.kind === 'POPUP' && !input.execution) throw emptyField('execution');
    if (input.kind === 'PROMOTION' && !input.promotionType) throw emptyField('promotionType');
    return {
      kind: input.kind,
      title: checkedTitle(input.title),
      content: checkedHtml(input.content),
      execution: input.kind === 'POPUP' ? input.execution! : null,
      promotionType: input.kind === 'PROMOTION' ? input.promotionType! : null,
      sort: input.sort,
      ...checkedWindow(input),
    };
  }
  const checkedAnnouncement = (input: api.AnnouncementInput): AnnouncementWrite => ({
    title: checkedTitle(input.title),
    content: checkedHtml(input.content),
    promotionType: input.promotionType ?? null,
    audience: input.audience,
    ...checkedWindow(input),
  });

  return {
    /** One page of the merchant's notices (of a kind, or all) as the console shows them. */
    async listNotices(merchantId: number, query: { kind?: api.NoticeKind; pageNo?: number; pageSize?: number }) {
      const page = paging(query);
      const { rows, total } = await notices.page(merchantId, query.kind ?? null, page);
      return { list: rows.map(noticeView), ...page.pages(total) };
    },
    createNotice: async (merchantId: number, input: api.NoticeInput, tx: Db) =>
      noticeView(await notices.insert(merchantId, checkedNotice(input), tx)),
    /** Replaces a notice's fields: before and after; 404 NOT_FOUND for one the merchant does not have. */
    async updateNotice(merchantId: number, id: number, input: api.NoticeInput, tx: Db) {
      const fields = checkedNotice(input);
      const before = await notices.findForUpdate(merchantId, id, tx);
      const after = before && (await notices.update(merchantId, id, fields, tx));
      if (!before || !after) throw notFound(`notice ${id}`);
      return { before: noticeView(before), after: noticeView(after) };
    },
    async removeNotice(merchantId: number, id: number, tx: Db) {
      const gone = await notices.remove(merchantId, id, tx);
      if (!gone) throw notFound(`notice ${id}`);
      return noticeView(gone);
    },

    /** One page of the merchant's announcements, newest first. */
    async listAnnouncements(merchantId: number, query: { pageNo?: number; pageSize?: number }) {
      const page = paging(query);
      const { rows, total } = await announcements.page(merchantId, page);
      return { list: rows.map(announcementView), ...page.pages(total) };
    },
    createAnnouncement: async (merchantId: number, input: api.AnnouncementInput, tx: Db) =>
      announcementView(await announcements.insert(merchantId, checkedAnnouncement(input), tx)),
    async updateAnnouncement(merchantId: number, id: number, input: api.AnnouncementInput, tx: Db) {
      const fields = checkedAnnouncement(input);
      const before = await announcements.findForUpdate(merchantId, id, tx);
      const after = before && (await announcements.update(merchantId, id, fields, tx));
      if (!before || !after) throw notFound(`announcement ${id}`);
      return { before: announcementView(before), after: announcementView(after) };
    },
    async removeAnnouncement(merchantId: number, id: number, tx: Db) {
      const gone = await announcements.remove(merchantId, id, tx);
      if (!gone) throw notFound(`announcement ${id}`);
      return announcementView(gone);
    },
  };
}
export type NoticeAdmin = ReturnType<typeof createNoticeAdmin>;
