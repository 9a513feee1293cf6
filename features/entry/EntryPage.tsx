import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../lib/navigation';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/icons/Icon';
import { responsiveSources } from '../../ui/Picture/responsive';
import { entryProblem, startEntry } from './entry-store';
import * as styles from './EntryPage.css';

/** The pages a scan leads to that are in the first screen's own chunk (app/App.tsx). */
const HOME_PAGES = new Set(['/Home', '/LiteHome']);

/** The restaurant's logo, served in phone-sized copies like the home page's. */
const LOGO_PICTURE = '/qop_logo/logo.jpg';

/** `/` and `/lite`: reads the scanned table code and routes the diner (spec §2 "Entry screen"). */
export function EntryPage({ lite = false }: { lite?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const code = params.get('table_id');

  useEffect(() => {
    let live = true;
    void startEntry(code, lite).then((route) => {
      if (!live || !route) return;
      // The home pages are the first screen's own code: drawn at once, not as a transition that
      // each answer landing meanwhile (the restaurant, the home page's calls, the PIN, the
      // socket) would start over. The menu page's code may still be on its way: a transition
      // keeps this page on screen until it is there.
      navigate(route.to, { replace: true, now: HOME_PAGES.has(route.to) });
    });
    return () => {
      live = false;
    };
  }, [code, lite, navigate]);

  const problem = entryProblem.value;
  const logo = responsiveSources(LOGO_PICTURE);
  return (
    <main className={styles.page} aria-busy={!problem}>
      <picture>
        {logo && <source type="image/webp" srcSet={logo.webp} sizes="96px" />}
        <img
          className={styles.logo}
          src={logo?.fallback ?? LOGO_PICTURE}
          srcSet={logo?.jpeg}
          sizes="96px"
          alt=""
        />
      </picture>
      {problem ? (
        <>
          <Icon name="warning" size="lg" label={false} />
          <h1 className={styles.title}>
            <FormattedMessage id={`entry.${problem}`} />
          </h1>
          <p className={styles.message}>
            <FormattedMessage id={`entry.${problem}Hint`} />
          </p>
          {problem !== 'scanAgain' && (
            <Button onPress={() => window.location.reload()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )}
        </>
      ) : (
        <p className={styles.message} role="status">
          <FormattedMessage id="entry.opening" />
        </p>
      )}
    </main>
  );
}
