import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { Picture } from '../../ui/Picture/Picture';
import { Spinner } from '../../ui/Spinner/Spinner';
import { Icon } from '../../ui/icons/Icon';
import { formatMemberPhone } from '../../core';
import { notifications } from '../../lib/notify';
import { restaurantInfo } from '../../lib/restaurant';
import {
  abandonMemberLogin,
  logoutMember,
  member,
  memberLogin,
  memberWakeUp,
  requestMemberLogin,
  type Member,
} from './member-store';
import * as styles from './MemberPanel.css';

const LOGO_PICTURE = '/qop_logo/logo.jpg';
const BENEFITS = ['member.benefit.points', 'member.benefit.offers', 'member.benefit.history'];

/** A QR code of `text` as an SVG data URL (the encoder loads only when a login starts). */
function useQrCode(text: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return setSrc(null);
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(text, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/**
 * The VIP centre (entry-home-service.md §2 "Member page"): the login view (restaurant logo,
 * benefit notes, a login button), the QR code while the login waits for the member's phone, the
 * failure or time-out with "scan again", and the member view (avatar, name, phone, points, logout).
 */
export function MemberPanel({
  showTitle = true,
}: {
  /**
   * Show the centre's heading; off where the surrounding dialog already names it.
   * @default true
   */
  showTitle?: boolean;
}) {
  const intl = useIntl();
  const login = memberLogin.value;
  const signedIn = member.value;
  const qr = useQrCode(login.phase === 'polling' ? login.approveUrl : null);
  const announced = useRef(login.phase);

  // The member's app handed back (or the phone woke up): a waiting login asks at once.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') memberWakeUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  useEffect(() => {
    if (announced.current === login.phase) return;
    announced.current = login.phase;
    if (login.phase === 'success')
      notifications.success(intl.formatMessage({ id: 'member.loginSucceeded' }));
  }, [login.phase, intl]);

  if (signedIn) return <MemberView member={signedIn} onLogout={logoutMember} />;

  const name =
    restaurantInfo.value?.restaurant_name || intl.formatMessage({ id: 'home.defaultName' });
  if (login.phase === 'polling' || login.phase === 'starting')
    return (
      <div className={styles.panel}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'member.scanTitle' })}</h2>
        <p className={styles.text}>{intl.formatMessage({ id: 'member.scanHint' })}</p>
        {qr ? (
          <img
            className={styles.qr}
            src={qr}
            alt={intl.formatMessage({ id: 'member.qrLabel' })}
            width={220}
            height={220}
          />
        ) : (
          <div className={styles.qr} aria-hidden />
        )}
        {login.approveUrl && (
          <a
            className={styles.link}
            href={login.approveUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {intl.formatMessage({ id: 'member.openHere' })}
          </a>
        )}
        <p className={styles.status} role="status">
          <Spinner />
          {intl.formatMessage({ id: 'member.loggingIn' })}
        </p>
        <Button variant="secondary" onPress={abandonMemberLogin}>
          {intl.formatMessage({ id: 'member.stop' })}
        </Button>
      </div>
    );

  const problem =
    login.phase === 'failed'
      ? 'member.failed'
      : login.phase === 'cancelled'
        ? 'member.cancelled'
        : login.phase === 'timedOut'
          ? 'member.timedOut'
          : null;
  return (
    <div className={styles.panel}>
      <Picture
        className={styles.logo}
        src={LOGO_PICTURE}
        alt={intl.formatMessage({ id: 'home.logo' }, { name })}
        fit="cover"
      />
      {showTitle && <h2 className={styles.title}>{intl.formatMessage({ id: 'member.title' })}</h2>}
      {problem ? (
        <div role="alert">
          <p className={styles.error}>{intl.formatMessage({ id: problem })}</p>
          {login.phase === 'failed' && login.detail && (
            <p className={styles.text}>{login.detail}</p>
          )}
          <p className={styles.text}>{intl.formatMessage({ id: 'member.scanAgainHint' })}</p>
        </div>
      ) : (
        <ul className={styles.benefits}>
          {BENEFITS.map((id) => (
            <li key={id} className={styles.benefit}>
              <Icon name="check" label={false} />
              {intl.formatMessage({ id })}
            </li>
          ))}
        </ul>
      )}
      <Button variant="primary" size="lg" onPress={requestMemberLogin}>
        {intl.formatMessage({ id: problem ? 'member.scanAgain' : 'member.login' })}
      </Button>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => Array.from(p)[0]!.toUpperCase())
    .join('');
}

/** The signed-in member: avatar, name, phone, current points and logout. */
function MemberView({ member: m, onLogout }: { member: Member; onLogout: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <section
        className={styles.card}
        aria-label={intl.formatMessage({ id: 'member.card' }, { name: m.userName })}
      >
        {m.userLogo ? (
          <Picture className={styles.avatar} src={m.userLogo} alt={m.userName} fit="cover" />
        ) : (
          <span className={styles.avatar} aria-hidden>
            {initials(m.userName)}
          </span>
        )}
        <p className={styles.name}>{m.userName}</p>
        <p className={styles.text}>{formatMemberPhone(m.userPhonePrefix, m.userPhone)}</p>
        <p className={styles.points}>
          <span className={styles.pointsValue}>{intl.formatNumber(m.userPoints)}</span>
          <span className={styles.text}>
            {intl.formatMessage({ id: 'member.points' }, { count: m.userPoints })}
          </span>
        </p>
      </section>
      <Button variant="secondary" onPress={onLogout}>
        {intl.formatMessage({ id: 'member.logout' })}
      </Button>
    </div>
  );
}
