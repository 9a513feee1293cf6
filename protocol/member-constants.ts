// The member provider's plain values (protocol/member.ts has the contract and its schemas).

/** Where the embedded provider answers (the default provider base URL). */
export const EMBEDDED_MEMBER_PROVIDER = '/api/member';
/** The app's page a member opens from the login QR code (on their own phone). */
export const MEMBER_PAGE = '/Member';
/** How long a verify id stays answerable (spec §9: member verify time-out 1 hour). */
export const MEMBER_VERIFY_TTL_MS = 60 * 60 * 1000;
/** How often the app asks for the status (spec §9: poll 1.5 s). */
export const MEMBER_POLL_MS = 1500;
