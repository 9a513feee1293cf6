import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  reviewCommentShown,
  reviewProblem,
  reviewShareOffered,
  REVIEW_COMMENT_MAX_LENGTH,
} from '../../core';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/icons/Icon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { StarRating } from '../../ui/StarRating/StarRating';
import { TextField } from '../../ui/TextField/TextField';
import {
  loadReviewStatus,
  reviewComment,
  reviewFailed,
  reviewPhase,
  reviewRating,
  reviewSharingOn,
  reviewedRating,
  setReviewComment,
  setReviewRating,
  shareUrl,
} from './review-store';
import { useSubmitReview } from './use-submit-review';
import * as styles from './ReviewPanel.css';

/**
 * The review page (entry-home-service.md §2 "Review page"): five stars; for 1–3 stars (any rating
 * while the restaurant does not share on the map page) a comment and Send; for 4–5 stars the share
 * button to the public map service's write-review page. Once the order has its review, the stars
 * it gave and a thank-you.
 */
export function ReviewPanel() {
  const intl = useIntl();
  const submit = useSubmitReview();
  const phase = reviewPhase.value;
  const rating = reviewRating.value;
  const comment = reviewComment.value;
  const sharing = reviewSharingOn.value;
  const url = shareUrl.value;

  useEffect(() => {
    void loadReviewStatus();
  }, []);

  if (phase === 'loading') return <Skeleton variant="text" count={3} />;

  if (phase === 'sent' || phase === 'reviewed') {
    const given = reviewedRating.value;
    return (
      <div className={styles.panel}>
        {given !== null && (
          <div className={styles.stars}>
            <StarRating value={given} isReadOnly size="lg" />
          </div>
        )}
        <p className={styles.text} role="status">
          {intl.formatMessage({ id: phase === 'sent' ? 'review.thanks' : 'review.already' })}
        </p>
      </div>
    );
  }

  const share = reviewShareOffered(rating, sharing) && url !== null;
  const problem = reviewProblem(rating, comment, sharing);
  const sending = phase === 'sending';
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage({ id: 'review.intro' })}</p>
      <div className={styles.stars}>
        <StarRating value={rating} onChange={setReviewRating} size="lg" isDisabled={sending} />
      </div>
      {reviewCommentShown(rating, sharing) && (
        <>
          <TextField
            label={intl.formatMessage({ id: 'review.comment' })}
            description={intl.formatMessage(
              { id: 'review.commentHint' },
              { max: REVIEW_COMMENT_MAX_LENGTH },
            )}
            multiline
            rows={4}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={setReviewComment}
            isDisabled={sending}
          />
          {reviewFailed.value && (
            <p className={styles.error} role="alert">
              {intl.formatMessage({
                id: reviewFailed.value === 'tooMany' ? 'review.tooMany' : 'review.failed',
              })}
            </p>
          )}
          <div className={styles.actions}>
            <Button isDisabled={problem !== null} isPending={sending} onPress={() => void submit()}>
              {intl.formatMessage({ id: 'review.send' })}
            </Button>
          </div>
        </>
      )}
      {share && (
        <>
          <p className={styles.text}>{intl.formatMessage({ id: 'review.shareIntro' })}</p>
          <Button
            fullWidth
            icon={<Icon name="star_filled" label={false} />}
            onPress={() => window.open(url, '_blank', 'noopener,noreferrer')}
          >
            {intl.formatMessage({ id: 'review.share' })}
          </Button>
        </>
      )}
    </div>
  );
}
