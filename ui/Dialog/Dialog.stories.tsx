import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Dialog, dialogTones } from './Dialog';
import { OverlayThemes } from './OverlayThemes';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Dialog',
  tags: ['autodocs'],
  component: Dialog,
  args: {
    title: 'Allergens in Tagliatelle al ragù',
    children:
      'Contains gluten, eggs, celery and milk. Ask the staff if you need a dish without them.',
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: dialogTones } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { actions: (close: () => void) => <Button onPress={close}>OK</Button> },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Allergens in Tagliatelle al ragù' });
    await expect(dialog).toHaveTextContent('Contains gluten');
    await expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OpenedFromAButton: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Allergens</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allergens' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ScrimCloses: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true, hasCloseButton: false },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog.parentElement!.parentElement!,
      coords: { x: 5, y: 5 },
    });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Unable to connect to the server',
    children: 'The network is unstable. Your cart is kept; please try again in a moment.',
    actions: <Button variant="critical">Try again</Button>,
  },
};

export const LongGermanTitle: Story = {
  globals: { locale: 'DE' },
  args: {
    title:
      'Allergene in Rindfleischeintopf nach Großmutters Art mit Wurzelgemüse und Kartoffelknödeln',
    children:
      'Enthält Gluten, Sellerie, Senf und Sulfite. Bitte fragen Sie das Personal nach einer Alternative.',
    actions: <Button>Verstanden</Button>,
  },
  play: async () => {
    // Two buttons say "Schließen": the dialog's own close button, and react-aria's hidden dismiss
    // button for screen readers (out of the tab order), which speaks the diner's language too.
    const closes = await screen.findAllByRole('button', { name: 'Schließen' });
    await expect(closes.filter((b) => b.tabIndex >= 0)).toHaveLength(1);
    await expect(closes).toHaveLength(2);
  },
};

export const UnbrokenChinese: Story = {
  globals: { locale: 'ZH' },
  args: {
    title: '麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉东坡肉红烧狮子头糖醋里脊',
    children: '本菜品含有花生大豆芝麻小麦麸质甲壳类动物如对以上食材过敏请告知服务员我们将为您更换',
  },
};

export const LongContentScrolls: Story = {
  args: {
    title: 'Opening hours',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap(
          (d) => [
            <li key={`${d}-l`}>{d} lunch 11:30 – 15:00</li>,
            <li key={`${d}-d`}>{d} dinner 18:00 – 23:30</li>,
            <li key={`${d}-n`}>{d} kitchen closes 15 minutes earlier</li>,
            <li key={`${d}-t`}>{d} takeaway 11:00 – 22:00</li>,
            <li key={`${d}-r`}>{d} last round 22:45</li>,
          ],
        )}
      </ul>
    ),
    actions: <Button>Close</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector('ul')!.parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Themes: Story = {
  args: { actions: <Button>OK</Button> },
  render: (args) => (
    <OverlayThemes>
      <Dialog {...args} />
    </OverlayThemes>
  ),
};
