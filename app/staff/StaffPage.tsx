import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { StaffConsole, TableCodeView } from '../../features/staff';
import { clientLanguage } from '../../lib/session';
import { loadStaffMessages } from '../../locales/staff-messages';
import type { Language, Messages } from '../../locales';

/**
 * `/staff`: the console, in its own chunk with its own messages (a diner's phone downloads
 * neither). The ui kit's own texts come from the app's messages, which stay underneath.
 */
export function StaffPage() {
  return (
    <StaffMessages>
      <StaffConsole />
    </StaffMessages>
  );
}

/** `/Code`: the table QR codes, a staff page in the console's chunk and messages. */
export function CodePage() {
  return (
    <StaffMessages>
      <TableCodeView />
    </StaffMessages>
  );
}

/** The staff console's messages over the app's. */
function StaffMessages({ children }: { children: ReactNode }) {
  const outer = useIntl();
  const language = clientLanguage.value;
  const [own, setOwn] = useState<{ language: Language; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    void loadStaffMessages(language).then((messages) => live && setOwn({ language, messages }));
    return () => {
      live = false;
    };
  }, [language]);
  if (!own) return null;
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale="en"
      messages={{ ...outer.messages, ...own.messages } as Messages}
    >
      {children}
    </IntlProvider>
  );
}
