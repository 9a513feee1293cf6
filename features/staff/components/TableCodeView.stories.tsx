import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { TableCodeView } from './TableCodeView';
import { resetStaffStore } from '../staff-store';

const SESSION = { employee_id: 1, name: 'Giulia', role: 'manager', exp: 4_000_000_000 };
/** What POST /api/v2.5/qrcode answers for table 5: its plain number, or a sealed token. */
const SEALED = 'v1.Qk9HVVMtU0VBTEVELVRPS0VOLTU';

function qrcode(sealed: boolean) {
  return http.post('*/api/v2.5/qrcode', async ({ request }) => {
    const { table_id } = (await request.json()) as { table_id: number };
    if (table_id === 999)
      return HttpResponse.json(
        { code: 'NOT_FOUND', message: 'Table 999 does not exist' },
        { status: 404 },
      );
    const code = sealed ? SEALED : String(table_id);
    const url = `https://tavola.example/?table_id=${code}`;
    // The server sends a PNG; the story draws the same code as an SVG image.
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return HttpResponse.json({
      url,
      table_id,
      code,
      png: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      svg,
    });
  });
}

const meta = {
  title: 'Screens/Staff/TableCode',
  component: TableCodeView,
  parameters: { layout: 'fullscreen', msw: { handlers: [qrcode(false)] } },
  beforeEach: () => resetStaffStore({ session: SESSION }),
} satisfies Meta<typeof TableCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

async function ask({ canvasElement, userEvent }: Play, table: string) {
  const c = within(canvasElement);
  await userEvent.type(await c.findByRole('textbox', { name: /Table number/ }), table);
  await userEvent.click(c.getByRole('button', { name: 'Show the code' }));
  return c;
}

/** The form, before a table is asked for. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Table QR code' });
  },
};

/** Encryption off: the code holds the table number. */
export const Plain: Story = {
  play: async (context) => {
    const c = await ask(context, '5');
    await c.findByRole('img', { name: 'QR code that opens table 5' });
    await expect(c.getByText('Plain code: the table number')).toBeVisible();
    await expect(c.getByText('https://tavola.example/?table_id=5')).toBeVisible();
  },
};

/** Encryption on: the code holds the sealed token. */
export const Sealed: Story = {
  parameters: { msw: { handlers: [qrcode(true)] } },
  play: async (context) => {
    const c = await ask(context, '5');
    await c.findByRole('img', { name: 'QR code that opens table 5' });
    await expect(c.getByText('Sealed code: encryption is on')).toBeVisible();
  },
};

/** A table that does not exist. */
export const NotFound: Story = {
  play: async (context) => {
    const c = await ask(context, '999');
    await c.findByText('Table 999 does not exist');
  },
};

/** Not a table number: nothing is asked. */
export const Invalid: Story = {
  play: async (context) => {
    const c = await ask(context, '0');
    await c.findByText('Enter a table number, or -1 for quick service');
  },
};

export const EmptyLight: Story = { ...Empty, globals: { theme: 'light' } };
export const EmptyGold: Story = { ...Empty, globals: { theme: 'gold' } };
export const PlainLight: Story = { ...Plain, globals: { theme: 'light' } };
export const PlainGold: Story = { ...Plain, globals: { theme: 'gold' } };
export const SealedLight: Story = { ...Sealed, globals: { theme: 'light' } };
export const SealedGold: Story = { ...Sealed, globals: { theme: 'gold' } };
export const NotFoundLight: Story = { ...NotFound, globals: { theme: 'light' } };
export const NotFoundGold: Story = { ...NotFound, globals: { theme: 'gold' } };
export const InvalidLight: Story = { ...Invalid, globals: { theme: 'light' } };
export const InvalidGold: Story = { ...Invalid, globals: { theme: 'gold' } };
