import { Type, type Static } from 'typebox';

export const BANNER_GROUPS = ['w_home', 'w_hotgames', 'w_login', 'w_register', 'w_leftmenu', 'w_forget'] as const;
export const BannerGroupSchema = Type.Enum(BANNER_GROUPS);
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner click does: nothing, open a URL, go to an in-app route, start a game. */
export const LinkageTypeSchema = Type.Union([
  Type.Literal('NONE'),
  Type.Literal('URL'),
  Type.Literal('ROUTE'),
  Type.Literal('GAME'),
]);

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  linkageType: LinkageTypeSchema,
  linkage: Type.String(),
  groupName: BannerGroupSchema,
});
export type Banner = Static<typeof BannerSchema>;

export const ResourceSchema = Type.Object({
  resourceType: Type.String(),
  labelNameEn: Type.String(),
  url: Type.String(),
});
export type Resource = Static<typeof ResourceSchema>;

export const HelpSectionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
});
export type HelpSection = Static<typeof HelpSectionSchema>;
