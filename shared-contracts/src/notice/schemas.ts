import { Type, type Static } from 'typebox';
import { BannerSchema } from '../content/schemas';

/** Popup audience (SPEC §3): A everyone, B logged-in members, F anonymous visitors. */
export const PopupExecutionSchema = Type.Enum(['A', 'B', 'F']);

export const NoticeItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
});

/** Notice response of SPEC §3: banners, player notices (the notice bar), popups and promotions. */
export const NoticeSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  player: Type.Array(NoticeItemSchema),
  popup: Type.Array(Type.Intersect([NoticeItemSchema, Type.Object({ execution: PopupExecutionSchema })])),
  promotion: Type.Array(Type.Intersect([NoticeItemSchema, Type.Object({ promotionType: Type.String() })])),
});
export type Notice = Static<typeof NoticeSchema>;
