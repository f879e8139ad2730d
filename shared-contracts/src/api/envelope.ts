import { Type, type Static, type TSchema } from 'typebox';

/** The envelope every API call answers with (§7: success, value, message). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: Type.Union([value, Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
    code: Type.Optional(Type.String()),
  });

export interface EnvelopeOf<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  /** Machine-readable error code, present on failures. */
  code?: string;
}

/** Builds a successful envelope. */
export const ok = <T>(value: T): EnvelopeOf<T> => ({ success: true, value, message: null });

/** Builds a failed envelope with a user-facing message (an i18n key or server text) and a code. */
export const fail = (code: string, message: string): EnvelopeOf<never> => ({
  success: false,
  value: null,
  message,
  code,
});

export type EnvelopeStatic<T extends TSchema> = Static<ReturnType<typeof Envelope<T>>>;
