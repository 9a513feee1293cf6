import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { StarRating } from '../../../ui/StarRating/StarRating';
import type { StaffReview } from '../../../protocol/http';
import { loadReviews, reviewList, type Refusal } from '../owner-store';
import { shownText } from '../names';
import { RefusalNote } from './RefusalNote';
import * as base from './StaffConsole.css';
import * as styles from './OwnerView.css';

function ReviewItem({ review }: { review: StaffReview }) {
  const intl = useIntl();
  const table = review.table_id === -1 ? null : review.table_name || `#${review.table_id}`;
  const when = intl.formatDate(review.created_at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={`${base.item} ${styles.review}`}>
      <div className={base.itemMain}>
        <div className={styles.reviewHead}>
          <StarRating value={review.rating} isReadOnly size="sm" />
          <span className={base.itemTitle}>
            {table
              ? intl.formatMessage({ id: 'staff.owner.reviews.table' }, { table })
              : intl.formatMessage({ id: 'staff.owner.reviews.takeaway' })}
          </span>
          <time className={base.muted} dateTime={review.created_at}>
            {when}
          </time>
        </div>
        <p className={styles.reviewComment}>{shownText(review.comment, true)}</p>
      </div>
    </li>
  );
}

/** What diners wrote, newest first, a page at a time; read only. */
export function ReviewsView() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `staff.owner.reviews.${id}` });
  const list = reviewList.value;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const load = async (more: boolean) => {
    setBusy(true);
    const got = await loadReviews(more);
    setBusy(false);
    setRefusal(got.ok ? null : got.refusal);
  };
  useEffect(() => {
    void load(false);
  }, []);
  if (!list)
    return refusal ? <RefusalNote refusal={refusal} title={t('loadFailed')} /> : <Spinner />;
  return (
    <section className={styles.sections} aria-labelledby="reviews-title">
      <h3 id="reviews-title" className={base.sectionTitle}>
        {t('title')}
      </h3>
      {list.reviews.length === 0 ? (
        <EmptyState icon="info" title={t('none')} size="compact" headingLevel={4} />
      ) : (
        <ul className={base.list}>
          {list.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      {refusal && <RefusalNote refusal={refusal} title={t('loadFailed')} />}
      {list.next !== null && (
        <div className={styles.row}>
          <Button variant="secondary" isDisabled={busy} onPress={() => void load(true)}>
            {t('more')}
          </Button>
        </div>
      )}
    </section>
  );
}
