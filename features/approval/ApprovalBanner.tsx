import { useIntl } from 'react-intl';
import { Banner } from '../../ui/Banner/Banner';
import { Button } from '../../ui/Button/Button';
import { clientApprovalStatus } from '../../lib/session';
import {
  askAgain,
  bannerSize,
  closeBanner,
  resendLeft,
  resendOrderRequest,
  showBanner,
} from './approval-store';
import * as styles from './ApprovalBanner.css';

/**
 * The review / approved / rejected banner of the ordering page (entry-home-service.md §4), with
 * the resend button while waiting and the ask-again button once rejected. It reads the approval status alone, not the whole client state, which changes as the
 * page starts (ui/testing/render-during.ts says what that would cost).
 */
export function ApprovalBanner() {
  const intl = useIntl();
  const status = clientApprovalStatus.value;
  if (status === 'NO') return null;
  const tone = status === 'REVIEW' ? 'review' : status === 'APPROVED' ? 'approved' : 'rejected';
  const size = bannerSize.value;
  return (
    <div className={styles.wrap}>
      <Banner
        tone={tone}
        size={size}
        // The spec's words for a refusal (entry-home-service.md §8).
        title={tone === 'rejected' ? intl.formatMessage({ id: 'approval.rejected' }) : undefined}
        onExpand={showBanner}
        onClose={closeBanner}
      />
      {status === 'REJECTED' && size === 'large' && (
        <div className={styles.resend}>
          <Button variant="primary" size="sm" onPress={() => askAgain()}>
            {intl.formatMessage({ id: 'approval.resend' })}
          </Button>
        </div>
      )}
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
