import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../locales/catalogues';
import { updateClientState } from '../../lib/session';
import { rendersWithChangeDuring } from '../../ui/testing/render-during';
import { testRoot } from '../../ui/testing/test-root';
import { ApprovalBanner } from './ApprovalBanner';
import { resetApprovalStore } from './approval-store';

const dom = testRoot({ actEnvironment: false });

afterEach(() => {
  resetApprovalStore();
  updateClientState({ approvalStatus: 'NO', tableName: '' });
});

describe('ApprovalBanner', () => {
  it("does not make React render the page again when another part of the client state changes during the page's render", async () => {
    updateClientState({ approvalStatus: 'APPROVED', tableName: 'T1' });
    const renders = await rendersWithChangeDuring(
      dom.root,
      <IntlProvider locale="en" messages={messagesFor('EN')}>
        <ApprovalBanner />
      </IntlProvider>,
      // The table's answer landing as the menu page starts rewrites the client state.
      () => updateClientState({ tableName: 'T1 (terrace)' }),
    );
    // The banner is there (an approved table's).
    expect(dom.host.textContent).not.toBe('');
    expect(renders).toBe(1);
  });
});
