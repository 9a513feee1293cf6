import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs/Tabs';
import {
  connectOwnerStore,
  failedJobs,
  loadPreviewMenu,
  loadPrinters,
  loadServiceSettings,
  ownerLoadFailed,
  serviceSettings,
} from '../owner-store';
import { PrintersView } from './PrintersView';
import { RefusalNote } from './RefusalNote';
import { ReviewsView } from './ReviewsView';
import { SettingsView } from './SettingsView';
import { SetupFileView } from './SetupFileView';
import { ThemePreview } from './ThemePreview';
import * as base from './StaffConsole.css';

export type OwnerSection = 'settings' | 'theme' | 'printers' | 'reviews' | 'file';

/** The owner's screens: service settings, the theme, printers, reviews, the restaurant file. */
export function OwnerView({ initialSection = 'settings' }: { initialSection?: OwnerSection }) {
  const intl = useIntl();
  const [section, setSection] = useState<OwnerSection>(initialSection);
  useEffect(() => {
    connectOwnerStore();
    void loadServiceSettings();
    void loadPrinters();
    void loadPreviewMenu();
  }, []);
  const t = (id: string) => intl.formatMessage({ id: `staff.owner.sections.${id}` });
  const failed = ownerLoadFailed.value;
  const waiting = failedJobs.value.length;
  return (
    <div className={base.panel}>
      {failed && (
        <RefusalNote
          refusal={failed}
          title={intl.formatMessage({ id: 'staff.owner.loadFailed' })}
        />
      )}
      <Tabs selectedKey={section} onSelectionChange={(k) => setSection(k as OwnerSection)}>
        <TabList aria-label={intl.formatMessage({ id: 'staff.tabs.owner' })}>
          <Tab id="settings">{t('settings')}</Tab>
          <Tab id="theme">{t('theme')}</Tab>
          <Tab
            id="printers"
            badge={waiting}
            badgeLabel={intl.formatMessage(
              { id: 'staff.owner.printers.waiting' },
              { count: waiting },
            )}
          >
            {t('printers')}
          </Tab>
          <Tab id="reviews">{t('reviews')}</Tab>
          <Tab id="file">{t('file')}</Tab>
        </TabList>
        <TabPanel id="settings">{serviceSettings.value ? <SettingsView /> : <Spinner />}</TabPanel>
        <TabPanel id="theme">{serviceSettings.value ? <ThemePreview /> : <Spinner />}</TabPanel>
        <TabPanel id="printers">
          <PrintersView />
        </TabPanel>
        <TabPanel id="reviews">
          <ReviewsView />
        </TabPanel>
        <TabPanel id="file">
          <SetupFileView />
        </TabPanel>
      </Tabs>
    </div>
  );
}
