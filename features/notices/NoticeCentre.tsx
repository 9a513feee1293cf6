import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { noticeTabsOf, type NoticeTab } from '../../core';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { clientState } from '../../lib/session';
import { settings } from '../../lib/restaurant';
import { ReviewPanel, useSubmitReview } from '../review';
import { PinBanner } from '../pin';
import { closeNotices, noticeTab, noticesOpen, setNoticeTab } from './notices-store';
import { NoticeGallery } from './NoticeGallery';
import * as styles from './NoticeCentre.css';

/** The member area's VIP tab: shown only when the member app's key check passed. */
export interface VipTab {
  keyPassed: boolean;
  panel: ReactNode;
}

export interface NoticeCentreProps {
  /** The VIP tab's content and key check; without it the VIP tab is not shown. */
  vip?: VipTab;
}

const TAB_LABEL: Record<NoticeTab, string> = {
  notice: 'notices.tab.notice',
  vip: 'notices.tab.vip',
  review: 'notices.tab.review',
  pin: 'notices.tab.pin',
};

/**
 * The notice centre dialog (entry-home-service.md §2): NOTICE (promotional_advertisement above
 * 0), VIP (the member app's key check passed), EVALUATION (dining_review above 0) and PASSWORD
 * (order_head_password above 0). Closing it while on the review tab sends the review.
 */
export function NoticeCentre({ vip }: NoticeCentreProps) {
  const intl = useIntl();
  const submitReview = useSubmitReview();
  const tabs = noticeTabsOf(settings.value, vip?.keyPassed === true);
  const asked = noticeTab.value;
  const current = asked !== null && tabs.includes(asked) ? asked : tabs[0];
  const orderId = clientState.value.orderTab?.orderId ?? 0;

  const onOpenChange = (open: boolean) => {
    if (open) return;
    if (current === 'review') void submitReview();
    closeNotices();
  };

  const panel = (tab: NoticeTab) => {
    switch (tab) {
      case 'notice':
        return <NoticeGallery />;
      case 'vip':
        return vip?.panel;
      case 'review':
        return <ReviewPanel />;
      case 'pin':
        return (
          <>
            <p className={styles.text}>{intl.formatMessage({ id: 'notices.pinIntro' })}</p>
            {orderId > 0 && <PinBanner orderId={orderId} />}
          </>
        );
    }
  };

  return (
    <Dialog
      isOpen={noticesOpen.value && current !== undefined}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'notices.title' })}
    >
      {current !== undefined && (
        <Tabs selectedKey={current} onSelectionChange={(k) => setNoticeTab(k as NoticeTab)}>
          <TabList aria-label={intl.formatMessage({ id: 'notices.tabs' })}>
            {tabs.map((t) => (
              <Tab key={t} id={t}>
                {intl.formatMessage({ id: TAB_LABEL[t] })}
              </Tab>
            ))}
          </TabList>
          {tabs.map((t) => (
            <TabPanel key={t} id={t} className={styles.panel}>
              {panel(t)}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </Dialog>
  );
}
