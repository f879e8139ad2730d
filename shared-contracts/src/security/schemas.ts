import { Type, type Static } from 'typebox';
import { IdVerificationStatusSchema } from '../register/schemas';
import { LoginReplySchema } from '../session/schemas';

/** Security config of SPEC §3 (`info.idVerification`) plus the security-question state. */
export const SecurityConfigSchema = Type.Object({
  info: Type.Object({
    idVerification: Type.Object({
      /** The merchant asks for identity verification (UPLOADID3 / the Philippines variant). */
      enabled: Type.Boolean(),
      /** Approved. */
      isComplete: Type.Boolean(),
      status: IdVerificationStatusSchema,
    }),
    securityQuestion: Type.Object({
      /** The merchant uses security questions. */
      enabled: Type.Boolean(),
      /** The member has set one (then every login must answer it before the session is usable). */
      isComplete: Type.Boolean(),
    }),
  }),
});
export type SecurityConfig = Static<typeof SecurityConfigSchema>;

/** Security question of SPEC §3; `question` is English text, the client shows `security_q_{questionId}`. */
export const SecurityQuestionSchema = Type.Object({ questionId: Type.Integer(), question: Type.String() });
export type SecurityQuestion = Static<typeof SecurityQuestionSchema>;

/** Extra verification when a login comes from an IP the member never used (SPEC §4). */
/** AUTHENTICATOR: the code of the member's authenticator app, or one of its recovery codes (then used up). */
export const IpVerificationMethodSchema = Type.Enum(['MOBILE', 'EMAIL', 'PAYEE_NAME', 'AUTHENTICATOR']);
export type IpVerificationMethod = Static<typeof IpVerificationMethodSchema>;

export const IpChallengeSchema = Type.Object({
  ipVerification: Type.Object({
    /** Opaque, single use, short-lived; names the pending login. */
    ticket: Type.String(),
    /** What the member can prove, with a masked hint ('+84 91****678', 'd***@demo…', 'payee name'). */
    methods: Type.Array(Type.Object({ method: IpVerificationMethodSchema, hint: Type.String() })),
  }),
});
export type IpChallenge = Static<typeof IpChallengeSchema>;

/** What a username login answers: the session, or the unregistered-IP challenge. */
export const LoginOutcomeSchema = Type.Union([LoginReplySchema, IpChallengeSchema]);
export type LoginOutcome = Static<typeof LoginOutcomeSchema>;
export const isIpChallenge = (o: LoginOutcome): o is IpChallenge => 'ipVerification' in o;

/** The member's two-step sign-in (authenticator app) in the security centre. */
export const TotpStatusSchema = Type.Object({
  /** A code confirmed the authenticator: the new-IP check accepts its codes. */
  enabled: Type.Boolean(),
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: Type.Integer(),
});
export type TotpStatus = Static<typeof TotpStatusSchema>;

/** A new authenticator secret to confirm: base32 text to type, and the `otpauth://` URI of the QR code. */
export const TotpSetupSchema = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export type TotpSetup = Static<typeof TotpSetupSchema>;

/** The ten one-time recovery codes, answered once when the authenticator is turned on. */
export const TotpRecoveryCodesSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type TotpRecoveryCodes = Static<typeof TotpRecoveryCodesSchema>;
