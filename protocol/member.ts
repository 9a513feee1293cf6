// The member provider's contract (entry-home-service.md §3 "Member", §4 "Member login", §7):
//   POST {provider}/v1/code_shark          a login request for this browser session; the provider
//                                          mints the verify id (unguessable, single use, 1 h)
//   GET  {provider}/v1/check/code_shark    its status, polled every 1.5 s: '0' waiting, '1' signed
//                                          in (with the member, once), '2' cancelled, '3' expired
// and the member's side, which the embedded provider serves to the member page (/Member):
//   GET  {provider}/v1/code_shark/{verify_id}          what the request is (restaurant, status)
//   POST {provider}/v1/code_shark/{verify_id}/approve  phone and password: signs the table in
//   POST {provider}/v1/code_shark/{verify_id}/cancel   refuses it
// {provider} is the server's own /api/member unless TAVOLA_MEMBER_PROVIDER names another.
import { Type, type Static } from 'typebox';

// The plain values live apart from the schemas, so the app's code that needs only them does not
// carry the schemas and their builder (protocol/member-constants.ts).
export {
  EMBEDDED_MEMBER_PROVIDER,
  MEMBER_PAGE,
  MEMBER_VERIFY_TTL_MS,
  MEMBER_POLL_MS,
} from './member-constants';

/** A verify id: 32 base64url characters (24 random bytes). */
export const VerifyId = Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' });

/** GET /api/v2/check/od/secret_key: the restaurant's member key and the provider to use. */
export const SecretKeySchema = Type.Object({
  restaurant: Type.Object({ string_id: Type.String() }),
  /** The member provider's base URL (absolute, or a path on this server). */
  member_provider: Type.String(),
});
export type SecretKey = Static<typeof SecretKeySchema>;

/** POST {provider}/v1/code_shark. The provider mints the verify id: a client-chosen one is refused. */
export const CodeSharkBody = Type.Object(
  {
    project: Type.String({ minLength: 1, maxLength: 32 }),
    string_id: Type.String({ minLength: 1, maxLength: 128 }),
    type: Type.Literal('QR_CODE'),
  },
  { additionalProperties: false },
);
export type CodeSharkRequest = Static<typeof CodeSharkBody>;

export const CodeSharkSchema = Type.Object({
  error: Type.Boolean(),
  verify_id: Type.String(),
  /** When the request stops being answerable (ISO time). */
  expires_at: Type.String(),
});
export type CodeShark = Static<typeof CodeSharkSchema>;

export const CodeSharkQuery = Type.Object({ verify_id: VerifyId }, { additionalProperties: false });
export const CodeSharkParams = Type.Object({ verify_id: VerifyId });

/** The member as the provider describes them (spec §3). */
export const ProviderMemberSchema = Type.Object({
  logo: Type.String(),
  customer_name: Type.String(),
  phone_prefix: Type.String(),
  phone: Type.String(),
  integrals: Type.Integer(),
  verify_id: Type.String(),
  project: Type.String(),
  string_id: Type.String(),
});
export type ProviderMember = Static<typeof ProviderMemberSchema>;

/** '0' waiting, '1' signed in, '2' cancelled by the member, '3' expired. */
export const MemberStatusSchema = Type.Union([
  Type.Literal('0'),
  Type.Literal('1'),
  Type.Literal('2'),
  Type.Literal('3'),
]);
export type MemberStatus = Static<typeof MemberStatusSchema>;

/** GET {provider}/v1/check/code_shark */
export const CodeSharkStatusSchema = Type.Object({
  status: MemberStatusSchema,
  /** With status '1' only, and only on the first answer that says so. */
  member: Type.Optional(ProviderMemberSchema),
});
export type CodeSharkStatus = Static<typeof CodeSharkStatusSchema>;

/** GET {provider}/v1/code_shark/{verify_id}: what the member page shows before answering. */
export const CodeSharkRequestSchema = Type.Object({
  restaurant_name: Type.String(),
  status: MemberStatusSchema,
  expires_at: Type.String(),
});
export type CodeSharkRequestInfo = Static<typeof CodeSharkRequestSchema>;

/** POST {provider}/v1/code_shark/{verify_id}/approve: the member's own credentials. */
export const CodeSharkApproveBody = Type.Object(
  {
    phone: Type.String({ minLength: 4, maxLength: 32, pattern: '^[+0-9 ().-]+$' }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type CodeSharkApprove = Static<typeof CodeSharkApproveBody>;

export const CodeSharkAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('1'), Type.Literal('2')]),
});
export type CodeSharkAnswer = Static<typeof CodeSharkAnswerSchema>;
