import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { bcp47Of } from '../../core';
import { updateClientState } from '../../lib/session';
import { CallWaiterDialog } from './CallWaiterDialog';
import { callOpen, resetCallStore, setLiteMode } from './call-store';
import { storyTexts } from '../../.storybook/story-language';
import type { Language } from '../../locales';

type Globals = Readonly<Record<string, unknown>>;

function seed(language: 'EN' | 'IT' | 'PT' = 'EN') {
  updateClientState({ tableId: 6, tableName: 'T6', language });
  resetCallStore();
  callOpen.value = true;
}

const meta = {
  title: 'Screens/CallWaiter/CallWaiterDialog',
  component: CallWaiterDialog,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    seed();
    return () => updateClientState({ language: 'EN' });
  },
} satisfies Meta<typeof CallWaiterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer, found by its title in the story's language. */
const sheet = (globals: Globals) =>
  within(document.body).findByRole('dialog', { name: storyTexts(globals).t('callWaiter.title') });

/** The request's free text field ("Anything else?") in the story's language. */
const requestField = (d: ReturnType<typeof within>, globals: Globals) =>
  d.getByRole('textbox', { name: storyTexts(globals).t('callWaiter.message') });

/** The lite mode's table name field ("Your table"), required, in the story's language. */
const tableNameField = (d: ReturnType<typeof within>, globals: Globals) =>
  d.getByRole('textbox', {
    name: (name: string) => name.startsWith(storyTexts(globals).t('callWaiter.tableName')),
  });

/** What a diner at the table types as their request, in their own language. */
const highChair: Partial<Record<Language, string>> & { EN: string } = {
  EN: 'A high chair',
  IT: 'Un seggiolone',
  ZH: '一把儿童椅',
};
const typedRequest = (language: Language) => highChair[language] ?? highChair.EN;

export const Options: Story = {
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await sheet(globals));
    const first = await d.findAllByRole('button', { pressed: true });
    await expect(first).toHaveLength(1);
    const call = d.getByRole('button', { name: t('callWaiter.call') });
    await expect(call).toBeEnabled();
    // Nothing chosen and no text: Call is disabled; writing a request enables it again.
    await userEvent.click(first[0]!);
    await waitFor(() => expect(call).toBeDisabled());
    await userEvent.type(requestField(d, globals), '   ');
    await expect(call).toBeDisabled();
    await userEvent.type(requestField(d, globals), 'Un seggiolone, per favore');
    await expect(call).toBeEnabled();
  },
};

export const OptionsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v2/callservice', () =>
          HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await sheet(globals));
    await d.findByText(t('callWaiter.optionsFailed'));
    await expect(d.getByRole('button', { name: t('callWaiter.call') })).toBeDisabled();
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ globals }) => {
    const d = within(await sheet(globals));
    await d.findAllByRole('button', { pressed: true });
  },
};

export const GoldTheme: Story = {
  globals: { theme: 'gold' },
  play: async ({ globals }) => {
    const d = within(await sheet(globals));
    await d.findAllByRole('button', { pressed: true });
  },
};

const confirmQuestion = (globals: Globals) =>
  within(document.body).findByRole('alertdialog', {
    name: storyTexts(globals).t('callWaiter.confirmTitle'),
  });

/** Call asks first, repeating what the call is for; nothing is sent yet. */
export const Confirm: Story = {
  play: async ({ userEvent, globals }) => {
    const { t, language } = storyTexts(globals);
    const d = within(await sheet(globals));
    const [first] = await d.findAllByRole('button', { pressed: true });
    const request = typedRequest(language);
    await userEvent.type(requestField(d, globals), request);
    await userEvent.click(d.getByRole('button', { name: t('callWaiter.call') }));
    const q = within(await confirmQuestion(globals));
    await expect(
      q.getByText(
        t('callWaiter.confirmText', {
          table: 'T6',
          // The chosen option and the text, joined as the language joins a list.
          request: new Intl.ListFormat(bcp47Of(language), { type: 'conjunction' }).format([
            first!.textContent!,
            `“${request}”`,
          ]),
        }),
      ),
    ).toBeInTheDocument();
    await expect(q.getByRole('button', { name: t('callWaiter.confirm') })).toBeEnabled();
  },
};

/** The question in Italian: the chosen service is named as the restaurant wrote it in Italian. */
export const ConfirmInItalian: Story = { ...Confirm, globals: { locale: 'IT' } };

/** The question in Chinese. */
export const ConfirmInChinese: Story = { ...Confirm, globals: { locale: 'ZH' } };

/** Cancel goes back to the drawer with the choices kept. */
export const ConfirmCancelled: Story = {
  play: async (context) => {
    const { globals } = context;
    const { t, language } = storyTexts(globals);
    await Confirm.play!(context);
    const q = within(await confirmQuestion(globals));
    await context.userEvent.click(q.getByRole('button', { name: t('common.cancel') }));
    const d = within(await sheet(globals));
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await expect(requestField(d, globals)).toHaveValue(typedRequest(language));
  },
};

/** Cancelled in Chinese. */
export const ConfirmCancelledInChinese: Story = { ...ConfirmCancelled, globals: { locale: 'ZH' } };

export const ConfirmLight: Story = { ...Confirm, globals: { theme: 'light' } };
export const ConfirmGold: Story = { ...Confirm, globals: { theme: 'gold' } };

/** Lite mode: the drawer asks for the table's name first; Call waits for it. */
export const LiteTableName: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await sheet(globals));
    const name = tableNameField(d, globals);
    await expect(name).toBeRequired();
    await d.findAllByRole('button', { pressed: true });
    await expect(d.getByRole('button', { name: t('callWaiter.call') })).toBeDisabled();
    await userEvent.type(name, 'Window table');
    await expect(d.getByRole('button', { name: t('callWaiter.call') })).toBeEnabled();
  },
};

/** Lite mode: a blank table name is refused, with its reason under the field. */
export const LiteTableNameEmpty: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await sheet(globals));
    const name = tableNameField(d, globals);
    await userEvent.type(name, '   ');
    await d.findByText(t('callWaiter.tableNameEmpty'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('button', { name: t('callWaiter.call') })).toBeDisabled();
  },
};

/** Lite mode: 30 characters or more are refused, the count shown. */
export const LiteTableNameTooLong: Story = {
  beforeEach: () => setLiteMode(true),
  play: async ({ userEvent, globals }) => {
    const { t } = storyTexts(globals);
    const d = within(await sheet(globals));
    const name = tableNameField(d, globals);
    const typed = 'The long table beside the window';
    await userEvent.type(name, typed);
    await d.findByText(t('callWaiter.tableNameTooLong', { count: [...typed].length }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('button', { name: t('callWaiter.call') })).toBeDisabled();
  },
};

/** The refusal and its count in Italian. */
export const LiteTableNameTooLongInItalian: Story = {
  ...LiteTableNameTooLong,
  globals: { locale: 'IT' },
};

export const LiteTableNameLight: Story = { ...LiteTableName, globals: { theme: 'light' } };
export const LiteTableNameGold: Story = { ...LiteTableName, globals: { theme: 'gold' } };
export const LiteTableNameEmptyLight: Story = {
  ...LiteTableNameEmpty,
  globals: { theme: 'light' },
};
export const LiteTableNameEmptyGold: Story = { ...LiteTableNameEmpty, globals: { theme: 'gold' } };
export const LiteTableNameTooLongLight: Story = {
  ...LiteTableNameTooLong,
  globals: { theme: 'light' },
};
export const LiteTableNameTooLongGold: Story = {
  ...LiteTableNameTooLong,
  globals: { theme: 'gold' },
};
