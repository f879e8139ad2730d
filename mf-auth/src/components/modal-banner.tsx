import { bus, openBanner, type BannerGroup } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useBanners } from '../api/get-banners';

/** The merchant's banner of a modal's group (SPEC §2: w_login, w_register, w_forget); nothing when there is none. */
export function ModalBanner({ group, navigate }: { group: BannerGroup; navigate: (to: string) => void }) {
  const { banners, loading } = useBanners(group);
  const banner = banners[0];
  // The banner's box while the group loads, so the form below does not jump when the picture arrives (CLS).
  if (!banner && loading)
    return (
      <div className="auth-banner-box" aria-hidden>
        <span className="ui-skeleton auth-banner auth-banner-placeholder" />
      </div>
    );
  if (!banner) return null;
  // Banner art is 1200 × 360: the size reserves the box before the picture arrives.
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      className="auth-banner"
      data-group={group}
      width={1200}
      height={360}
      loading="lazy"
      decoding="async"
    />
  );
  // A game banner stays a picture here: the login modals are not where a game starts.
  return (
    <div className="auth-banner-box">
      {banner.linkageType === 'URL' || banner.linkageType === 'ROUTE' ? (
        <Button variant="ghost" className="auth-banner-link" onClick={() => openBanner(banner, bus, navigate)}>
          {image}
        </Button>
      ) : (
        image
      )}
    </div>
  );
}
