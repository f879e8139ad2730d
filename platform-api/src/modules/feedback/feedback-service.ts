import {
  DEFAULT_FEEDBACK_SETTINGS,
  FEEDBACK_IMAGE_FIELDS,
  countWords,
  type Feedback,
  type FeedbackSettings,
  type FeedbackStatus,
  type OpsFeedback,
  type SendFeedback,
} from 'shared-contracts';
import type { Db } from '../../infra/db';
import { checkImage, type CheckedImage } from '../../infra/http/image-type';
import type { UploadedFile } from '../../infra/http/multipart';
import { paging } from '../../infra/paging';
import { plainText, plainTextToHtml } from '../../infra/sanitize';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { feedbackError } from './errors';
import { createFeedbackRepository, type StoredFeedback } from './feedback-repository';

export interface FeedbackDeps {
  db: Db;
  inbox: Pick<InboxService, 'send'>;
  members: Pick<MembersService, 'usernames'>;
  now?: () => Date;
}

const HOUR_MS = 3_600_000;
/** Feedback a player's list shows. */
const LIST_LIMIT = 50;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The player's view of a row. */
const view = (f: StoredFeedback): Feedback => ({
  id: f.id,
  type: f.type,
  content: f.content,
  contact: f.contact,
  status: f.status,
  images: f.images,
  answer: f.answer,
  answeredAt: iso(f.answeredAt),
  createdAt: new Date(f.createdAt).toISOString(),
});

/** The screenshots in field order: each JPEG or PNG by its bytes, within the size limit. */
function screenshots(files: Readonly<Record<string, UploadedFile>>): CheckedImage[] {
  return FEEDBACK_IMAGE_FIELDS.flatMap((field) => {
    const file = files[field];
    if (!file) return [];
    return [
      checkImage(file, {
        tooLarge: () => feedbackError('FEEDBACK_IMAGE_TOO_LARGE', { field }),
        badType: () => feedbackError('FEEDBACK_IMAGE_TYPE', { field }),
      }),
    ];
  });
}

/** The feedback domain: the player's form and list, the operators' queue, answer and close. */
export function createFeedbackService({ db, inbox, members, now = () => new Date() }: FeedbackDeps) {
  const repo = createFeedbackRepository(db);
  const settings = async (merchantId: number): Promise<FeedbackSettings> => ({
    ...DEFAULT_FEEDBACK_SETTINGS,
    ...(await repo.settings(merchantId)),
  });
  const opsView = async (merchant: Merchant, rows: StoredFeedback[]): Promise<OpsFeedback[]> => {
    const names = await members.usernames(
      merchant.id,
      rows.map((r) => r.memberId),
    );
    const query = `?merchant=${encodeURIComponent(merchant.code)}`;
    return rows.map((r) => ({
      ...view(r),
      merchant: merchant.code,
      memberId: r.memberId,
      username: names.get(r.memberId) ?? String(r.memberId),
      imageUrls: Array.from({ length: r.images }, (_, i) => `/ops/feedback/${r.id}/images/${i + 1}${query}`),
      answeredBy: r.answeredBy,
      closedAt: iso(r.closedAt),
    }));
  };
  /** The merchant's feedback `id`, locked; FEEDBACK_NOT_FOUND, or FEEDBACK_CLOSED when it is closed. */
  const openOne = async (merchant: Merchant, id: number, tx: Db) => {
    const f = await repo.find(merchant.id, id, tx, true);
    if (!f) throw feedbackError('FEEDBACK_NOT_FOUND');
    if (f.status === 'closed') throw feedbackError('FEEDBACK_CLOSED');
    return f;
  };
  const reread = async (merchant: Merchant, id: number, tx: Db) => (await repo.find(merchant.id, id, tx))!;

  return {
    /** The operators' view of a row (after its transaction: the usernames are read outside it). */
    opsRow: async (merchant: Merchant, row: StoredFeedback) => (await opsView(merchant, [row]))[0]!,
    settings,
    setSettings: repo.setSettings,

    /**
     * PUT /wps/feedback: in order the hourly allowance (FEEDBACK_RATE_LIMITED), the words of the sanitised text
     * (FEEDBACK_TOO_SHORT / FEEDBACK_TOO_LONG), then each screenshot (FEEDBACK_IMAGE_TOO_LARGE, FEEDBACK_IMAGE_TYPE).
     */
    async send(
      merchantId: number,
      memberId: number,
      input: Omit<SendFeedback, (typeof FEEDBACK_IMAGE_FIELDS)[number]>,
      files: Readonly<Record<string, UploadedFile>>,
    ): Promise<Feedback> {
      const rules = await settings(merchantId);
      const at = now();
      if ((await repo.countSince(memberId, new Date(at.getTime() - HOUR_MS))) >= rules.perHour)
        throw feedbackError('FEEDBACK_RATE_LIMITED', { limit: rules.perHour });
      const content = plainText(input.content, 'content', { multiline: true });
      const words = countWords(content);
      if (words < rules.minWords) throw feedbackError('FEEDBACK_TOO_SHORT', { min: rules.minWords, words });
      if (words > rules.maxWords) throw feedbackError('FEEDBACK_TOO_LONG', { max: rules.maxWords, words });
      const images = screenshots(files);
      const id = await db.transaction((tx) =>
        repo.create({ merchantId, memberId, type: input.type, content, contact: input.contact }, images, at, tx),
      );
      return view((await repo.find(merchantId, id))!);
    },

    /** GET /wps/feedback: the member's feedback, newest first, and the merchant's rules. */
    async list(merchantId: number, memberId: number) {
      const [rows, rules] = [await repo.ofMember(memberId, LIST_LIMIT), await settings(merchantId)];
      return { list: rows.map(view), settings: rules };
    },

    /** GET /ops/feedback: the merchant's feedback of a status (all when absent), oldest first, paged. */
    async opsList(merchant: Merchant, q: { status?: FeedbackStatus; page?: number; pageSize?: number }) {
      const page = paging({ pageNo: q.page, pageSize: q.pageSize });
      const { rows, total } = await repo.ofMerchant(merchant.id, q.status ?? null, page);
      return { list: await opsView(merchant, rows), ...page.pages(total) };
    },

    /**
     * Answers the merchant's feedback `id` (open or answered: a second answer replaces the first) and sends the player
     * a platform message with it, in `tx` (the route's audited transaction). Answers the rows before and after
     * (`opsRow` makes the operators' view once the transaction is over: on PGlite's one connection, a read outside
     * an open transaction waits for it).
     */
    async answer(merchant: Merchant, id: number, text: string, by: string, tx: Db) {
      const before = await openOne(merchant, id, tx);
      const answer = plainText(text, 'answer', { multiline: true });
      if (!answer) throw feedbackError('FEEDBACK_TOO_SHORT', { min: 1, words: 0 });
      await repo.answer(id, answer, by, now(), tx);
      const messageId = await inbox.send(
        before.memberId,
        `Answer to your feedback #${id}`,
        `<p>${plainTextToHtml(answer)}</p><p>Your feedback: ${plainTextToHtml(before.content)}</p>`,
        tx,
      );
      return { before, after: await reread(merchant, id, tx), messageId };
    },

    /** Closes the merchant's feedback `id` in `tx`; answers before and after. */
    async close(merchant: Merchant, id: number, tx: Db) {
      const before = await openOne(merchant, id, tx);
      await repo.close(id, now(), tx);
      return { before, after: await reread(merchant, id, tx) };
    },

    /** Screenshot `n` of the merchant's feedback `id` (FEEDBACK_NOT_FOUND otherwise). */
    async image(merchant: Merchant, id: number, n: number) {
      const file = await repo.image(merchant.id, id, n);
      if (!file) throw feedbackError('FEEDBACK_NOT_FOUND');
      return file;
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
