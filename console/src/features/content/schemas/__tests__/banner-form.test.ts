import type { TFunction } from 'i18next';
import { ApiError, type contentOpsApi } from 'shared-contracts';
import { ValidationError } from 'yup';
import {
  bannerSchema,
  bannerValues,
  fromLocalInput,
  newBannerValues,
  placeBannerError,
  toBannerInput,
  toLocalInput,
  type BannerFormValues,
} from '../banner-form';

// The message keys stand for the texts: what matters here is which rule answered.
const t = ((key: string) => key) as unknown as TFunction;
const png = (bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], 'banner.png', { type });
const form = (over: Partial<BannerFormValues> = {}): BannerFormValues => ({
  ...newBannerValues('w_home'),
  title: 'Spring Festival',
  image: png(),
  ...over,
});

/** The message of each field the schema refuses (`{}` when the form is valid). */
async function problems(values: BannerFormValues, editing = false): Promise<Record<string, string>> {
  try {
    await bannerSchema(t, editing).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]));
  }
}

const banner: contentOpsApi.OpsBanner = {
  id: 7,
  group: 'w_hotgames',
  title: 'PG week',
  imageUrl: '/wps/content/banner-images/x',
  linkageType: 'GAME',
  linkage: '{"vassalage":"PG","gameType":"RNG","gameCode":"PG_RNG_0001"}',
  sort: 3,
  startsAt: '2030-05-01T08:00:00.000Z',
  endsAt: null,
  status: 'SCHEDULED',
  createdAt: '2030-04-01T00:00:00.000Z',
  updatedAt: '2030-04-01T00:00:00.000Z',
};

describe('the banner form', () => {
  it('accepts a banner with a title and an image, shown from now on', async () => {
    expect(await problems(form())).toEqual({});
  });

  it('needs a title without markup, and an image to add a banner (not to edit one)', async () => {
    expect(await problems(form({ title: '  ', image: null }))).toEqual({
      title: 'title_required',
      image: 'image_required',
    });
    expect(await problems(form({ title: 'Win <b>big</b>' }))).toEqual({ title: 'title_markup' });
    expect(await problems(form({ title: 'a < b' }))).toEqual({});
    expect(await problems(form({ title: 'x'.repeat(121) }))).toEqual({ title: 'title_too_long' });
    expect(await problems(form({ image: null }), true)).toEqual({});
  });

  it('takes only JPEG or PNG images up to 5 MB', async () => {
    expect(await problems(form({ image: png(10, 'image/gif') }))).toEqual({ image: 'image_type' });
    expect(await problems(form({ image: png(5_242_881) }))).toEqual({ image: 'image_too_large' });
    expect(await problems(form({ image: png(10, 'image/jpeg') }))).toEqual({});
  });

  it('checks the target its link type needs', async () => {
    expect(await problems(form({ linkageType: 'URL', linkage: 'javascript:alert(1)' }))).toEqual({
      linkage: 'url_invalid',
    });
    expect(await problems(form({ linkageType: 'URL', linkage: 'https://lucky.example.com/a' }))).toEqual({});
    expect(await problems(form({ linkageType: 'ROUTE', linkage: 'promotions' }))).toEqual({ linkage: 'route_invalid' });
    expect(await problems(form({ linkageType: 'ROUTE', linkage: '/promotions' }))).toEqual({});
    expect(await problems(form({ linkageType: 'GAME', vendor: '', gameType: 'rng' }))).toEqual({
      vendor: 'vendor_invalid',
      gameType: 'game_type_invalid',
    });
    // A target typed for another link type does not matter.
    expect(await problems(form({ linkageType: 'NONE', linkage: 'not a url' }))).toEqual({});
  });

  it('wants a whole order and a window that ends after it starts', async () => {
    expect(await problems(form({ sort: '1.5' }))).toEqual({ sort: 'sort_invalid' });
    expect(await problems(form({ sort: '-2000000' }))).toEqual({ sort: 'sort_invalid' });
    expect(await problems(form({ startsAt: '2030-05-02T10:00', endsAt: '2030-05-01T10:00' }))).toEqual({
      endsAt: 'ends_before_starts',
    });
    expect(await problems(form({ startsAt: '2030-05-01T10:00', endsAt: '2030-05-01T10:00' }))).toEqual({
      endsAt: 'ends_before_starts',
    });
    expect(await problems(form({ startsAt: 'soon' }))).toEqual({ startsAt: 'instant_invalid' });
    expect(await problems(form({ endsAt: '2030-05-01T10:00' }))).toEqual({});
  });

  it('sends instants of the operator’s local times, a GAME target as its JSON, and the uploaded image', () => {
    const input = toBannerInput(
      form({
        title: ' Spring ',
        linkageType: 'GAME',
        linkage: 'left over',
        vendor: 'PG',
        gameType: '',
        gameCode: 'PG_RNG_0001',
        sort: ' -2 ',
        startsAt: '2030-05-01T09:30',
        endsAt: '',
      }),
      'img-1',
    );
    expect(input).toEqual({
      group: 'w_home',
      title: 'Spring',
      imageId: 'img-1',
      linkageType: 'GAME',
      linkage: '{"vassalage":"PG","gameCode":"PG_RNG_0001"}',
      sort: -2,
      startsAt: new Date(2030, 4, 1, 9, 30).toISOString(),
      endsAt: null,
    });
    expect(toBannerInput(form({ linkage: 'x' })).linkage).toBe('');
    expect(toBannerInput(form()).imageId).toBeUndefined();
  });

  it('reads a banner back into the form in local time, a GAME target split into its parts', () => {
    expect(bannerValues(banner)).toMatchObject({
      group: 'w_hotgames',
      title: 'PG week',
      image: null,
      linkageType: 'GAME',
      vendor: 'PG',
      gameType: 'RNG',
      gameCode: 'PG_RNG_0001',
      sort: '3',
      startsAt: toLocalInput('2030-05-01T08:00:00.000Z'),
      endsAt: '',
    });
    expect(fromLocalInput(toLocalInput(banner.startsAt))).toBe(banner.startsAt);
    expect(fromLocalInput('')).toBeNull();
  });

  it('puts a refusal under the field the server names', () => {
    const refused = (code: string, field: string, message = 'err_invalid_input') =>
      new ApiError(code, message, 400, '/ops/content/banners', { field });
    expect(placeBannerError(t, refused('VALIDATION', 'endsAt'), 'NONE')).toEqual({
      field: 'endsAt',
      message: 'ends_before_starts',
    });
    expect(placeBannerError(t, refused('VALIDATION', 'linkage'), 'URL')).toEqual({
      field: 'linkage',
      message: 'url_invalid',
    });
    expect(placeBannerError(t, refused('VALIDATION', 'linkage'), 'GAME').field).toBe('vendor');
    expect(placeBannerError(t, refused('VALIDATION', 'image'), 'NONE')).toEqual({
      field: 'image',
      message: 'image_type',
    });
    expect(placeBannerError(t, refused('PAYLOAD_TOO_LARGE', 'image'), 'NONE').message).toBe('image_too_large');
    expect(placeBannerError(t, refused('VALIDATION', 'title', 'err_input_empty'), 'NONE').message).toBe(
      'title_required',
    );
    expect(placeBannerError(t, new ApiError('FORBIDDEN', 'err_forbidden', 403, '/ops'), 'NONE').field).toBeNull();
  });
});
