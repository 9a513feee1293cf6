// What the page (app/main) uses of the approval: the banner, its read-only state, and its actions.
export { ApprovalBanner } from './ApprovalBanner';
export {
  unlockedTooltip,
  approvedAt,
  approve,
  connectApprovalStore,
  recheckApproval,
} from './approval-store';
