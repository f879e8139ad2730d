import { api, registerApi } from 'shared-contracts';

/** Uploads the ID photos (SPEC §7 UPLOADID3); the back defaults to the front on the server. */
export function uploadIdImages(images: { idCardFront: File; idCardBack?: File | null; idCardSelfie: File }) {
  return api.call(registerApi.uploadIdImages, {
    idCardFront: images.idCardFront,
    idCardSelfie: images.idCardSelfie,
    ...(images.idCardBack ? { idCardBack: images.idCardBack } : {}),
  });
}
