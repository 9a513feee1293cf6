import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog, confirmDialogVariants } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { OverlayThemes } from '../Dialog/OverlayThemes';
import { Button } from '../Button/Button';

/** Opens from a button and closes on either answer, as the app wires it. */
function Asking(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Clear cart
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Send this round to the kitchen?',
    message: 'You still have 3 dishes left in this round. Unused dishes are lost once you send.',
    confirmLabel: 'Send now',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: confirmDialogVariants } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send this round to the kitchen?',
    });
    await expect(dialog).toHaveTextContent('Unused dishes are lost');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  args: { isOpen: false },
  render: (args) => <Asking {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DefaultLabels: Story = {
  args: { confirmLabel: undefined, title: 'Leave this table?', message: undefined },
  globals: { locale: 'IT' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Conferma' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
  },
};

export const Critical: Story = {
  args: {
    variant: 'critical',
    title: 'Clear the cart?',
    message: 'All 7 dishes you added in this round will be removed for everyone at the table.',
    confirmLabel: 'Clear cart',
    cancelLabel: 'Keep dishes',
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PendingConfirm: Story = {
  args: { isPending: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Send now/ }));
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'DE' },
  args: {
    title: 'Möchten Sie wirklich alle Gerichte dieser Runde an die Küche senden?',
    message:
      'Sie haben noch 3 Gerichte in dieser Runde frei. Nicht bestellte Gerichte verfallen, sobald Sie senden.',
    confirmLabel: 'Jetzt an die Küche senden',
    cancelLabel: 'Weiter auswählen',
  },
};

export const UnbrokenChinese: Story = {
  globals: { locale: 'ZH' },
  args: {
    title: '确定要清空购物车吗麻婆豆腐宫保鸡丁鱼香肉丝回锅肉水煮牛肉将被删除',
    message: '本轮您添加的所有菜品都将为同桌的每一位客人删除此操作无法撤销请确认',
    confirmLabel: '清空',
    variant: 'critical',
  },
};

export const Themes: Story = {
  render: (args) => (
    <OverlayThemes>
      <ConfirmDialog {...args} />
    </OverlayThemes>
  ),
};
