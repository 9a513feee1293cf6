import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Banner.css';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/keys';
import { cx } from '../class-names';

export const bannerSizes = ['large', 'small', 'hidden'] as const;
export const bannerTones = ['review', 'approved', 'rejected'] as const;
export type BannerSize = (typeof bannerSizes)[number];
export type BannerTone = (typeof bannerTones)[number];

/** The spec's timings: large for 2.5 s, then small; approved closes 2 s after approval. */
export const BANNER_LARGE_MS = 2500;
export const BANNER_APPROVED_CLOSE_MS = 2000;

/**
 * What closing the large banner leads to: while waiting for approval it shrinks to the small
 * banner (the diner must still see that the table is not yet open); otherwise it goes away.
 */
export function bannerSizeAfterClose(tone: BannerTone): BannerSize {
  return tone === 'review' ? 'small' : 'hidden';
}

const toneIcon: Record<BannerTone, IconName> = {
  review: 'clock',
  approved: 'check',
  rejected: 'warning',
};

export interface BannerProps {
  /** Waiting for staff (`review`), unlocked (`approved`) or refused (`rejected`). */
  tone: BannerTone;
  /**
   * `large` shows title, message and a close button; `small` a single tappable line;
   * `hidden` renders nothing. The app drives it (large for 2.5 s, then small).
   * @default 'large'
   */
  size?: BannerSize;
  /**
   * Overrides the tone's title.
   * @default the tone's title in the diner's language
   */
  title?: ReactNode;
  /**
   * Overrides the tone's explanation.
   * @default the tone's explanation in the diner's language
   */
  message?: ReactNode;
  /** The small banner was tapped: show it large again. */
  onExpand?: () => void;
  /** The large banner's close button: `next` is what the spec says comes next (see `bannerSizeAfterClose`). */
  onClose?: (next: BannerSize) => void;
  className?: string;
}

/** The table-approval banner on the menu page. Its appearance and changes are announced politely. */
export function Banner({
  tone,
  size = 'large',
  title,
  message,
  onExpand,
  onClose,
  className,
}: BannerProps) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage({ id: `banner.${tone}.title` });
  const body = message ?? intl.formatMessage({ id: `banner.${tone}.message` });

  const rootClass = cx(styles.root, className);
  if (size === 'hidden') return <div role="status" className={rootClass} />;

  if (size === 'small') {
    return (
      <div role="status" className={rootClass}>
        <AriaButton
          className={styles.pill({ tone })}
          data-tone={tone}
          aria-expanded={false}
          onPress={() => onExpand?.()}
        >
          <Icon name={toneIcon[tone]} label={false} size="sm" />
          <span className={styles.pillText}>{heading}</span>
          <span className={styles.visuallyHidden}>
            {intl.formatMessage({ id: 'banner.expand' })}
          </span>
        </AriaButton>
      </div>
    );
  }

  return (
    <div role="status" className={rootClass}>
      <div className={styles.banner({ tone })} data-tone={tone}>
        <span className={styles.icon}>
          <Icon name={toneIcon[tone]} label={false} />
        </span>
        <div className={styles.texts}>
          <p className={styles.title}>{heading}</p>
          <p className={styles.message}>{body}</p>
        </div>
        <AriaButton
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'common.close' })}
          onPress={() => onClose?.(bannerSizeAfterClose(tone))}
        >
          <Icon name="close" label={false} />
        </AriaButton>
      </div>
    </div>
  );
}
