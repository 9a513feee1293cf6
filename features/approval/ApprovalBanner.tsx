import { useIntl } from 'react-intl';
import { Banner } from '../../ui/Banner/Banner';
import { Button } from '../../ui/Button/Button';
import { clientState } from '../../lib/session';
import {
  bannerSize,
  closeBanner,
  resendLeft,
  resendOrderRequest,
  showBanner,
} from './approval-store';
import * as styles from './ApprovalBanner.css';

/** The review / approved banner of the ordering page (entry-home-service.md §4), with the resend button. */
export function ApprovalBanner() {
  const intl = useIntl();
  const status = clientState.value.approvalStatus;
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
