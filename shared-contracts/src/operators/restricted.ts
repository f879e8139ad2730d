import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

// The restricted-persons list of a merchant (Philippines variant, SPEC §6): /ops/restricted. `merchant` is a
// merchant's code; without it the request's merchant.

const Merchant = { merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) };
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** What an operator gives for one person: a full name with a birthday (yyyy-MM-dd), or an ID type with its number. */
export const RestrictedPersonInputSchema = Type.Object({
  fullName: Type.Optional(Type.String({ maxLength: 120 })),
  birthday: Type.Optional(Type.String({ maxLength: 10 })),
  idType: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  idNumber: Type.Optional(Type.String({ maxLength: 30 })),
  reason: Text(300),
});
export type RestrictedPersonInput = Static<typeof RestrictedPersonInputSchema>;

/** One listed person. */
export const RestrictedPersonSchema = Type.Object({
  id: Type.Integer(),
  fullName: NullableText,
  /** yyyy-MM-dd. */
  birthday: NullableText,
  idType: Type.Union([Type.Integer(), Type.Null()]),
  idNumber: NullableText,
  reason: Type.String(),
  addedBy: Type.String(),
  addedAt: Type.String(),
});
export type RestrictedPerson = Static<typeof RestrictedPersonSchema>;

/** `q`: part of the name or of the ID number (any case). */
export const listRestricted = defineEndpoint({
  method: 'GET',
  path: '/ops/restricted',
  request: Type.Object({
    ...Merchant,
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  response: Type.Object({
    list: Type.Array(RestrictedPersonSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

/** Adds one person (`restricted.manage`; audited): RESTRICTED_ENTRY_INVALID without a name + birthday or an ID. */
export const addRestricted = defineEndpoint({
  method: 'POST',
  path: '/ops/restricted',
  request: Type.Object({ ...Merchant, ...RestrictedPersonInputSchema.properties }),
  response: RestrictedPersonSchema,
});

/** Removes one person (`restricted.manage`; audited). */
export const removeRestricted = defineEndpoint({
  method: 'DELETE',
  path: '/ops/restricted/:id',
  request: Type.Object(Merchant),
  response: Type.Object({ id: Type.Integer() }),
});

/** A CSV row the import refused: its line (1 is the header) and the message keys of what is wrong. */
export const RestrictedRejectedRowSchema = Type.Object({
  line: Type.Integer(),
  errors: Type.Array(Type.String()),
});

/**
 * CSV import (`restricted.manage`): the header `full_name,birthday,id_type,id_number,reason` (birthday yyyy-MM-dd or
 * dd-mm-yyyy), then one person a line. `preview: true` only checks; otherwise the accepted rows are added (audited).
 */
export const importRestricted = defineEndpoint({
  method: 'POST',
  path: '/ops/restricted/import',
  request: Type.Object({
    ...Merchant,
    csv: Type.String({ minLength: 1, maxLength: 1_000_000 }),
    preview: Type.Boolean(),
  }),
  response: Type.Object({
    accepted: Type.Array(Type.Object({ line: Type.Integer(), ...RestrictedPersonInputSchema.properties })),
    rejected: Type.Array(RestrictedRejectedRowSchema),
    imported: Type.Integer(),
  }),
});
