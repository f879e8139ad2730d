import { MEMBER_ICONS, type MemberIconId } from 'shared-contracts';
import { hueOf, initialsOf } from '../assets';

/** The hue of each avatar a member may choose: the twelve colours of the wheel, 30° apart. */
const iconHue = (id: MemberIconId): number => MEMBER_ICONS.indexOf(id) * 30;

/**
 * The avatar URL of GET /wps/member/info/icon: `/assets/avatar/<initials>.svg?hue=<0–359>`, the
 * nickname's (or username's) initials on the colour of the icon the member chose, or by default on a
 * colour fixed by the member id. Everything the image shows is in the URL, so the image route looks
 * nothing up and reveals nothing about other members.
 */
export function memberIconUrl(
  m: { id: number; username: string; nickname: string },
  iconId: MemberIconId | null = null,
): string {
  const initials = initialsOf(m.nickname.trim() || m.username);
  const hue = iconId ? iconHue(iconId) : hueOf(`member:${m.id}`);
  return `/assets/avatar/${encodeURIComponent(initials)}.svg?hue=${hue}`;
}
