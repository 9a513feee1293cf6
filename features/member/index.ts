// What other rooms use of the member login: the VIP tab's content, the key check that decides
// whether the VIP tab shows, and the member page opened from the login QR code.
export { MemberPanel } from './MemberPanel';
export { MemberDialog } from './MemberDialog';
export { MemberEntry } from './MemberEntry';
export { MemberApprovePage } from './MemberApprovePage';
export { checkMemberKey, member, memberKeyPassed } from './member-store';
export type { Member } from './member-store';
