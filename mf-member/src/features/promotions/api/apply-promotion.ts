import { api } from 'shared-contracts';
import { promotionsApi, type Promotion } from 'shared-contracts/engagement';

/** Applies to an activity with a comment and up to three images (multipart `POST /wps/promotions/apply`). */
export async function applyPromotion(input: {
  activityId: number;
  comment: string;
  images: readonly File[];
}): Promise<Promotion> {
  const [image1, image2, image3] = input.images;
  const r = await api.call(promotionsApi.applyPromotion, {
    activityId: input.activityId,
    comment: input.comment,
    ...(image1 ? { image1 } : {}),
    ...(image2 ? { image2 } : {}),
    ...(image3 ? { image3 } : {}),
  });
  return r.promotion;
}
