import { useIntl } from 'react-intl';
import { Banner } from '../../ui/Banner/Banner';
import { Button } from '../../ui/Button/Button';
import { clientApprovalStatus } from '../../lib/session';
import {
  bannerSize,
  closeBanner,
  resendLeft,
  resendOrderRequest,
  showBanner,
} from './approval-store';
import * as styles from './ApprovalBanner.css';

/**
 * The review / approved banner of the ordering page (entry-home-service.md §4), with the resend
 * button. It reads the approval status alone, not the whole client state, which changes as the
 * page starts (ui/testing/render-during.ts says what that would cost).
 */
export function ApprovalBanner() {
  const intl = useIntl();
  const status = clientApprovalStatus.value;
  if (status !== 'REVIEW' && status !== 'APPROVED') return null;
  const tone = status === 'REVIEW' ? 'review' : 'approved';
  const size = bannerSize.value;
  return (
    <div className={styles.wrap}>
      <Banner tone={tone} size={size} onExpand={showBanner} onClose={closeBanner} />
      {status === 'REVIEW' && size === 'large' && (
        <div className={styles.resend}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={resendLeft.value > 0}
            onPress={() => resendOrderRequest()}
          >
            {resendLeft.value > 0
              ? intl.formatMessage({ id: 'approval.resendIn' }, { seconds: resendLeft.value })
              : intl.formatMessage({ id: 'approval.resend' })}
          </Button>
        </div>
      )}
    </div>
  );
}
