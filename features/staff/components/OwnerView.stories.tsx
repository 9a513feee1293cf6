import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { OwnerView } from './OwnerView';
import { resetOwnerStore } from '../owner-store';
import { resetStaffStore } from '../staff-store';
import { floorFixture } from '../fixtures';
import { handlers } from '../../../mocks/handlers';
import {
  IMPORT_REFUSAL,
  importHasOrders,
  importRefused,
  noPrinters,
  staffOwnerHandlers,
  testPrintUnavailable,
} from '../../../mocks/handlers/staff-owner';
import * as base from './StaffConsole.css';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };

/** The owner's routes from their fixtures (fresh for each story), then `first` before them. */
const owner = (...first: RequestHandler[]) => ({
  msw: { handlers: [...first, ...staffOwnerHandlers(), ...handlers] },
});

const meta = {
  title: 'Screens/Staff/Restaurant',
  component: OwnerView,
  render: (args) => (
    <div className={base.page}>
      <OwnerView {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen', ...owner() },
  beforeEach: () => {
    resetStaffStore({ session: SESSION, tables: floorFixture(Date.now()) });
    resetOwnerStore();
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The closed confirmation's announcement still names the dialog that is gone; a person hears it
 * once, but axe would read it as an unnamed image, so it is cleared when the story ends.
 */
const forgetClosedDialog = () => clearAnnouncer('assertive');

/** The tickets waiting are loaded (the Printers tab counts them): the screen has settled. */
const jobsLoaded = (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(canvas.getByRole('tab', { name: /Printers/ })).toHaveTextContent('2'));

const chosenFile = (text: string, name = 'restaurant.json') =>
  new File([text], name, { type: 'application/json' });

// ---------------------------------------------------------------------------------------------
// Settings

/** The settings that change service, grouped: switches, the menu layout, rounds, location. */
export const Settings: Story = {
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    // A switch applies at once; the rounds' and the location's choices wait for Save.
    const approval = await canvas.findByRole('switch', { name: 'Approve tables diners open' });
    await expect(approval).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Limit rounds' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Order only inside the restaurant' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Dishes per person per round' })).toHaveValue(
      '5',
    );
    await expect(canvas.getByRole('textbox', { name: 'Most rounds' })).toHaveValue('');
  },
};

export const SettingsLight: Story = { ...Settings, globals: { theme: 'light' } };
export const SettingsGold: Story = { ...Settings, globals: { theme: 'gold' } };

/** On a tablet (820 px): the groups side by side. */
export const SettingsTablet: Story = {
  ...Settings,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Still loading the settings. */
export const SettingsLoading: Story = {
  parameters: owner(
    http.get('*/api/v2/staff/settings', async () => {
      await new Promise(() => undefined);
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('tab', { name: 'Settings' });
    await expect(
      canvas.queryByRole('switch', { name: 'Approve tables diners open' }),
    ).not.toBeInTheDocument();
  },
};

/** The setup could not be read (signed out on another device): the reason is shown. */
export const SettingsLoadFailed: Story = {
  parameters: owner(
    http.get('*/api/v2/staff/settings', () =>
      HttpResponse.json(
        { code: 'UNAUTHORIZED', message: 'Employee login required' },
        { status: 401 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Could not load the restaurant's setup");
    await expect(alert).toHaveTextContent('Employee login required');
  },
};

/** A switch applies at once: the server's answer turns it off. */
export const SettingsSwitched: Story = {
  // Its own handlers: the change it makes stays with it.
  parameters: owner(),
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const approval = await canvas.findByRole('switch', { name: 'Approve tables diners open' });
    await userEvent.click(approval);
    await waitFor(() => expect(approval).not.toBeChecked());
    const service = canvas.getByRole('region', { name: 'Service' });
    await expect(within(service).getAllByText('Off')).toHaveLength(3);
  },
};

/** A round limit out of range: refused by the same check the server runs, under its field. */
export const SettingsRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const minutes = await canvas.findByRole('textbox', { name: 'Minutes per round' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    const rounds = canvas.getByRole('region', { name: 'Rounds' });
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    await expect(minutes).toHaveAccessibleDescription(
      /Enter a whole number from 1 to 1440, or leave it empty/,
    );
  },
};

/**
 * During a dinner whose opening hours set their own round values: the group says what the tables
 * get now and from where, and names the windows that win over the fields in their hours.
 */
export const SettingsRoundsFromOpeningHours: Story = {
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    const rounds = await canvas.findByRole('region', { name: 'Rounds' });
    const now = await within(rounds).findByRole('region', { name: 'What the tables get now' });
    await expect(now).toHaveTextContent(/Minutes per round\s*12\s*set by the opening hours Cena/);
    await expect(now).toHaveTextContent(/Most rounds\s*2\s*the default \(field left empty\)/);
    const note = within(rounds).getByRole('note');
    await expect(note).toHaveTextContent(
      'Pranzo · Mon–Fri 11:30–15:00: 5 dishes per person, 10 minutes, and 6 rounds at most',
    );
    // An empty field means the business-hour fallback, not the 24-hour default.
    await expect(
      within(rounds).getByRole('textbox', { name: 'Most rounds' }),
    ).toHaveAccessibleDescription('Empty: the default (2)');
  },
};

/** The rounds box waits for Save, and the group says so until it is pressed. */
export const SettingsRoundsUnsaved: Story = {
  parameters: owner(),
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const rounds = await canvas.findByRole('region', { name: 'Rounds' });
    const limit = within(rounds).getByRole('checkbox', { name: /Limit rounds/ });
    await expect(limit).toBeChecked();
    await userEvent.click(limit);
    await expect(limit).not.toBeChecked();
    await expect(within(rounds).getByText('Not saved yet')).toBeVisible();
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save' }));
    // Saved, the group is drawn anew from the server's answer.
    const saved = () => canvas.getByRole('region', { name: 'Rounds' });
    await waitFor(() => expect(within(saved()).queryByText('Not saved yet')).toBeNull(), {
      timeout: 5000,
    });
    await expect(within(saved()).getByRole('checkbox', { name: /Limit rounds/ })).not.toBeChecked();
  },
};

/** A field that is not a number is marked before anything is sent. */
export const SettingsNotNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const dishes = await canvas.findByRole('textbox', { name: 'Dishes per person per round' });
    await userEvent.clear(dishes);
    await userEvent.type(dishes, 'five');
    await expect(dishes).toHaveAttribute('aria-invalid', 'true');
    const rounds = canvas.getByRole('region', { name: 'Rounds' });
    await expect(within(rounds).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The location check turned on without a range: refused for the group. */
export const SettingsLocationRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const location = await canvas.findByRole('region', { name: 'Location check' });
    await userEvent.click(
      within(location).getByRole('checkbox', { name: 'Order only inside the restaurant' }),
    );
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    await expect(await within(location).findByRole('alert')).toHaveTextContent(
      'To turn the check on, enter latitude, longitude and range',
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Theme

/** The diners' menu side by side in dark, light and gold; dark in use. */
export const Theme: Story = {
  args: { initialSection: 'theme' },
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    const group = await canvas.findByRole('radiogroup', { name: "The diners' menu in each look" });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(within(group).getByRole('radio', { name: /Dark/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Use the Dark theme' })).toBeDisabled();
  },
};

export const ThemeLight: Story = { ...Theme, globals: { theme: 'light' } };
export const ThemeGold: Story = { ...Theme, globals: { theme: 'gold' } };

/** On a tablet (820 px): the three looks side by side. */
export const ThemeTablet: Story = {
  ...Theme,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Gold chosen and saved: the theme setting changes and gold is in use. */
export const ThemeSaved: Story = {
  // Its own handlers: the change it makes stays with it.
  parameters: owner(),
  args: { initialSection: 'theme' },
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const gold = await canvas.findByRole('radio', { name: /Gold/ });
    await userEvent.click(gold);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the Gold theme' }));
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: /Gold/ })).toHaveAccessibleName('Gold In use'),
    );
    await expect(canvas.getByRole('button', { name: 'Use the Gold theme' })).toBeDisabled();
  },
};

/** No dine-in menu yet: nothing to preview. */
export const ThemeNoMenu: Story = {
  args: { initialSection: 'theme' },
  parameters: owner(http.get('*/api/v3/menus', () => HttpResponse.json([]))),
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    await canvas.findByText('No menu to preview yet');
  },
};

// ---------------------------------------------------------------------------------------------
// Printers

/** Online, offline with tickets waiting, switched off; the tickets that did not print. */
export const Printers: Story = {
  args: { initialSection: 'printers' },
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    const bar = await canvas.findByRole('listitem', { name: 'Bar' });
    await expect(bar).toHaveTextContent('Offline');
    await expect(bar).toHaveTextContent('2 tickets waiting');
    await expect(canvas.getByRole('listitem', { name: 'Kitchen' })).toHaveTextContent('Online');
    await expect(canvas.getByRole('listitem', { name: 'Sushi bar' })).toHaveTextContent(
      'Switched off',
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry now' })).toHaveLength(2);
  },
};

export const PrintersLight: Story = { ...Printers, globals: { theme: 'light' } };
export const PrintersGold: Story = { ...Printers, globals: { theme: 'gold' } };

/** On a tablet (820 px). */
export const PrintersTablet: Story = {
  ...Printers,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A test page printed: the lines the printer received. */
export const PrinterTested: Story = {
  args: { initialSection: 'printers' },
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const kitchen = await canvas.findByRole('listitem', { name: 'Kitchen' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Test print' }));
    await expect(
      await within(kitchen).findByLabelText('Test page printed on Kitchen'),
    ).toHaveTextContent('中文测试 三文鱼');
  },
};

/** A test page to a printer that does not answer. */
export const PrinterTestFailed: Story = {
  args: { initialSection: 'printers' },
  parameters: owner(testPrintUnavailable),
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const kitchen = await canvas.findByRole('listitem', { name: 'Kitchen' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Test print' }));
    await expect(await within(kitchen).findByRole('alert')).toHaveTextContent(
      'The printer did not answer',
    );
  },
};

/** A ticket retried and printed leaves the list. */
export const PrintJobRetried: Story = {
  // Its own handlers: the change it makes stays with it.
  parameters: owner(),
  args: { initialSection: 'printers' },
  play: async ({ canvas, userEvent }) => {
    await jobsLoaded(canvas);
    const job = await canvas.findByRole('listitem', { name: 'Table T2, round 2' });
    await userEvent.click(within(job).getByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: 'Table T2, round 2' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry now' })).toHaveLength(1);
  },
};

/** No printer set up, nothing waiting. */
export const NoPrinters: Story = {
  args: { initialSection: 'printers' },
  parameters: owner(...noPrinters),
  play: async ({ canvas }) => {
    await canvas.findByText('No printers set up');
    await expect(canvas.getByText('Every ticket has printed')).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------------------------
// Restaurant file

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type=file]')!;

/** Export and import, nothing chosen yet. */
export const RestaurantFile: Story = {
  args: { initialSection: 'file' },
  play: async ({ canvas }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('button', { name: 'Download the restaurant file' });
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

export const RestaurantFileLight: Story = { ...RestaurantFile, globals: { theme: 'light' } };
export const RestaurantFileGold: Story = { ...RestaurantFile, globals: { theme: 'gold' } };

/** On a tablet (820 px): export and import side by side. */
export const RestaurantFileTablet: Story = {
  ...RestaurantFile,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A file imported after the confirmation: what was replaced. */
export const RestaurantImported: Story = {
  args: { initialSection: 'file' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('button', { name: 'Choose a file' });
    await userEvent.upload(fileInput(canvasElement), chosenFile('{"format":"tavola-restaurant"}'));
    await canvas.findByText('File: restaurant.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    const body = within(document.body);
    await body.findByRole('alertdialog', { name: 'Replace the whole restaurant?' });
    await userEvent.click(body.getByRole('button', { name: 'Replace' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Imported: 48 dishes, 20 tables, 12 pictures',
    );
    forgetClosedDialog();
  },
};

/** A file the server refuses: the field it names, and nothing changed. */
export const RestaurantRefused: Story = {
  args: { initialSection: 'file' },
  parameters: owner(importRefused),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('button', { name: 'Choose a file' });
    await userEvent.upload(fileInput(canvasElement), chosenFile('{"tables":[{}]}'));
    await canvas.findByText('File: restaurant.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Replace' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The file was refused: nothing changed');
    await expect(alert).toHaveTextContent('Field: /tables/0/table_name');
    await expect(alert).toHaveTextContent(IMPORT_REFUSAL);
    forgetClosedDialog();
  },
};

/** The restaurant has orders: the import waits for "also delete orders". */
export const RestaurantHasOrders: Story = {
  args: { initialSection: 'file' },
  parameters: owner(importHasOrders),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('button', { name: 'Choose a file' });
    await userEvent.upload(fileInput(canvasElement), chosenFile('{}'));
    await canvas.findByText('File: restaurant.json');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Replace' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The restaurant has orders: nothing changed',
    );
    forgetClosedDialog();
  },
};

/** A chosen file that is not JSON: refused before anything is sent. */
export const RestaurantNotJson: Story = {
  args: { initialSection: 'file' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await jobsLoaded(canvas);
    await canvas.findByRole('button', { name: 'Choose a file' });
    await userEvent.upload(fileInput(canvasElement), chosenFile('not json', 'menu.txt'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file is not JSON');
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};
