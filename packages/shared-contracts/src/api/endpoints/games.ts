import { Type } from 'typebox';
import { defineEndpoint } from '../define';
import { GameCategorySchema, VendorCategorySchema } from '../schemas/games';

/** Vendors grouped by category, in menu order (reply value.data.lanes). */
export const getGameVendors = defineEndpoint({
  method: 'GET',
  path: '/wps/game/vendor',
  request: Type.Object({ merchantCode: Type.Optional(Type.String({ maxLength: 32 })) }),
  response: Type.Object({ data: Type.Object({ lanes: Type.Array(VendorCategorySchema) }) }),
});

/** The game categories that have vendors, with counts. */
export const getGameVendorTypes = defineEndpoint({
  method: 'GET',
  path: '/wps/game/vendorTypes',
  request: Type.Object({}),
  response: Type.Object({
    list: Type.Array(
      Type.Object({ gameCategory: GameCategorySchema, vendorCount: Type.Integer(), gameCount: Type.Integer() }),
    ),
  }),
});
