import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { notifications } from '../../lib/notify';
import { submitReview, type ReviewOutcome } from './review-store';

/**
 * Sends the review and tells the diner how it went ('Review Successful' / 'Review Failed',
 * entry-home-service.md §8); a review the rules do not let go is not sent and nothing is said.
 */
export function useSubmitReview(): () => Promise<ReviewOutcome> {
  const intl = useIntl();
  return useCallback(async () => {
    const outcome = await submitReview();
    if (outcome === 'sent') notifications.success(intl.formatMessage({ id: 'review.success' }));
    else if (outcome === 'failed') notifications.error(intl.formatMessage({ id: 'review.failed' }));
    else if (outcome === 'reviewed')
      notifications.info(intl.formatMessage({ id: 'review.already' }));
    return outcome;
  }, [intl]);
}
