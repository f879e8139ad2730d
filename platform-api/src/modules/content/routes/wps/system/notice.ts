import type { FastifyInstance } from 'fastify';
import { noticeApi, type Notice } from 'shared-contracts';
import { optionalSession } from '../../../../../infra/http/optional-session';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import type { PopupExecution } from '../../../notice-repository';

/** Sections of the notice answer a `types` list may ask for (SPEC §7: B, PL, PU, PR). */
const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
type NoticeType = (typeof NOTICE_TYPES)[number];

/** The requested sections: every one when `types` is absent; unknown entries (H …) are ignored. */
export function requestedTypes(types: string | undefined): ReadonlySet<NoticeType> {
  if (types === undefined) return new Set(NOTICE_TYPES);
  const asked = new Set(types.split(',').map((t) => t.trim().toUpperCase()));
  return new Set(NOTICE_TYPES.filter((t) => asked.has(t)));
}

/** Popup audiences (SPEC §3): A everyone; B logged-in members; F anonymous visitors. */
export const audienceOf = (loggedIn: boolean): ReadonlySet<PopupExecution> =>
  new Set(loggedIn ? ['A', 'B'] : ['A', 'F']);

/** /wps/system/notice: home banners, the notice bar, popups by audience, promotions. */
export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { content } = app;

  registerEndpoint(app, noticeApi.getNotice, async ({ input, request, merchant }) => {
    const types = requestedTypes(input.types);
    const [banners, notices, session] = await Promise.all([
      types.has('B') ? content.banners(merchant.id, 'w_home') : [],
      types.has('PL') || types.has('PU') || types.has('PR') ? content.activeNotices(merchant.id) : [],
      types.has('PU') ? optionalSession(request, merchant) : null,
    ]);
    const audience = audienceOf(session !== null);
    const answer: Notice = { banners, player: [], popup: [], promotion: [] };
    for (const n of notices) {
      const item = { id: n.id, title: n.title, content: n.content };
      if (n.kind === 'PLAYER' && types.has('PL')) answer.player.push(item);
      else if (n.kind === 'POPUP' && types.has('PU') && n.execution && audience.has(n.execution))
        answer.popup.push({ ...item, execution: n.execution });
      else if (n.kind === 'PROMOTION' && types.has('PR') && n.promotionType)
        answer.promotion.push({ ...item, promotionType: n.promotionType });
    }
    return answer;
  });
}
