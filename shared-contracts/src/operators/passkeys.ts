import { Type, type Static } from 'typebox';

/**
 * Operators' passkeys (WebAuthn, ADR 0011). The options and the authenticator's answers are the WebAuthn JSON
 * forms (@simplewebauthn/browser's `startRegistration` / `startAuthentication` take and give them).
 */

/** One of the operator's passkeys. */
export const OperatorPasskeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  transports: Type.Array(Type.String()),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OperatorPasskey = Static<typeof OperatorPasskeySchema>;

/** PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON, as the server makes them. */
export const PasskeyOptionsSchema = Type.Object({ challenge: Type.String() }, { additionalProperties: true });

const B64 = Type.String({ minLength: 1, maxLength: 16384, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const Credential = {
  id: Type.String({ minLength: 1, maxLength: 1024 }),
  rawId: Type.String({ minLength: 1, maxLength: 1024 }),
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Object({}, { additionalProperties: true }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
};

/** RegistrationResponseJSON: what `startRegistration` answers. */
export const PasskeyRegistrationResponseSchema = Type.Object({
  ...Credential,
  response: Type.Object({
    clientDataJSON: B64,
    attestationObject: B64,
    authenticatorData: Type.Optional(B64),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })),
    publicKey: Type.Optional(B64),
  }),
});

/** AuthenticationResponseJSON: what `startAuthentication` answers. */
export const PasskeyAuthenticationResponseSchema = Type.Object({
  ...Credential,
  response: Type.Object({
    clientDataJSON: B64,
    authenticatorData: B64,
    signature: B64,
    userHandle: Type.Optional(Type.String({ maxLength: 1024 })),
  }),
});

/** POST /ops/passkeys: a name for the passkey and the authenticator's answer to the registration options. */
export const PasskeyAddSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  response: PasskeyRegistrationResponseSchema,
});
export type PasskeyAdd = Static<typeof PasskeyAddSchema>;

/** POST /ops/session/passkey: the authenticator's answer to the sign-in options. */
export const PasskeySignInSchema = Type.Object({ response: PasskeyAuthenticationResponseSchema });
export type PasskeySignIn = Static<typeof PasskeySignInSchema>;
