import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { useIntl } from 'react-intl';
import { useLocale } from 'react-aria-components';
import { intlLocale } from '../../locales';
import { LanguageProvider } from './LanguageProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Locales() {
  const intl = useIntl();
  const aria = useLocale();
  return <p>{`${intl.locale} ${aria.locale}`}</p>;
}

const host = document.createElement('div');
afterEach(() => host.remove());

test("react-aria's controls speak the diner's language, not the browser's", async () => {
  expect(navigator.language).toMatch(/^en/);
  document.body.append(host);
  const root = createRoot(host);
  for (const language of ['IT', 'ZH'] as const) {
    await act(async () =>
      root.render(
        <LanguageProvider language={language} messages={{}}>
          <Locales />
        </LanguageProvider>,
      ),
    );
    const locale = intlLocale(language);
    expect(host.textContent).toBe(`${locale} ${locale}`);
  }
  act(() => root.unmount());
});
