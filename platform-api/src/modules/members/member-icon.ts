import { hueOf, initialsOf } from '../assets';

/**
 * The avatar URL of GET /wps/member/info/icon: `/assets/avatar/<initials>.svg?hue=<0–359>`, the
 * nickname's (or username's) initials on a colour fixed by the member id. Everything the image shows
 * is in the URL, so the image route looks nothing up and reveals nothing about other members.
 */
export function memberIconUrl(m: { id: number; username: string; nickname: string }): string {
  const initials = initialsOf(m.nickname.trim() || m.username);
  return `/assets/avatar/${encodeURIComponent(initials)}.svg?hue=${hueOf(`member:${m.id}`)}`;
}
