import { memberIconHue, type MemberIconId } from 'shared-contracts';
import { hueOf, initialsOf } from '../assets';

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
  const hue = iconId ? memberIconHue(iconId) : hueOf(`member:${m.id}`);
  return `/assets/avatar/${encodeURIComponent(initials)}.svg?hue=${hue}`;
}
