// What other rooms use of the member login: the VIP tab's content, the key check that decides
// whether the VIP tab shows, and the member page opened from the login QR code.
// The panel, the dialog and the member page load apart from the menu (DeferredMember.tsx).
export {
  DeferredMemberPanel as MemberPanel,
  DeferredMemberDialog as MemberDialog,
  loadMemberApprovePage,
} from './DeferredMember';
export { MemberEntry } from './MemberEntry';
export { KEY_CHECK_FRESH_MS, checkMemberKey, member, memberKeyPassed } from './member-store';
export type { Member } from './member-store';
