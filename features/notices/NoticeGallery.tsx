import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ImageCarousel } from '../../ui/ImageCarousel/ImageCarousel';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { BULLETIN_MAX, bulletinSrc, bulletins, loadBulletins } from './notices-store';

/**
 * The NOTICE tab: the activity bulletins as a gallery with a pager and a full-screen viewer;
 * 'no picture' when there are none.
 */
export function NoticeGallery() {
  const intl = useIntl();
  const list = bulletins.value;
  useEffect(() => {
    void loadBulletins();
  }, []);
  if (list === null) return <Skeleton variant="card" count={1} />;
  const images = list.map((b, i) => ({
    src: bulletinSrc(b.name),
    alt: intl.formatMessage({ id: 'notices.picture' }, { index: i + 1, total: list.length }),
  }));
  return (
    <ImageCarousel
      images={images}
      maxImages={BULLETIN_MAX}
      aria-label={intl.formatMessage({ id: 'notices.gallery' })}
    />
  );
}
