import { lazy, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Deferred } from './Deferred';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Skeleton } from '../Skeleton/Skeleton';

/**
 * A dialog whose code arrives only when `release` is called: the story plays the slow network a
 * phone may have, so the loading state can be seen and tested.
 */
function slowDialog() {
  let release!: () => void;
  const arrived = new Promise<void>((r) => (release = r));
  const load = () =>
    arrived.then(() => ({
      default: ({
        isOpen,
        onOpenChange,
      }: {
        isOpen: boolean;
        onOpenChange: (open: boolean) => void;
      }) => (
        <Dialog
          title="Allergens in Tagliatelle al ragù"
          isOpen={isOpen}
          onOpenChange={onOpenChange}
        >
          Contains gluten, eggs, celery and milk.
        </Dialog>
      ),
    }));
  return { release, load, Part: lazy(load) };
}

function Demo({ part }: { part: ReturnType<typeof slowDialog> }) {
  const [open, setOpen] = useState(false);
  const { Part } = part;
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Allergens
      </Button>
      <Deferred
        when={open}
        prefetch={() => Promise.resolve()}
        fallback={<Skeleton variant="card" count={1} label="Loading" />}
      >
        <Part isOpen={open} onOpenChange={setOpen} />
      </Deferred>
    </div>
  );
}

const meta = {
  title: 'Components/Deferred',
  tags: ['autodocs'],
  component: Deferred,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Deferred>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is mounted or fetched until the part is needed. */
export const NotNeededYet: Story = {
  args: { when: false, prefetch: () => Promise.resolve(), children: null },
  render: () => <Demo part={slowDialog()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Allergens' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Needed before its code arrived: the fallback holds the place. */
export const Loading: Story = {
  args: NotNeededYet.args,
  render: () => <Demo part={slowDialog()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allergens' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The code arrived: the part shows, and stays mounted after it closes. */
export const Loaded: Story = {
  args: NotNeededYet.args,
  render: () => {
    const part = slowDialog();
    part.release();
    return <Demo part={part} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allergens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allergens in Tagliatelle al ragù' });
    await expect(dialog).toHaveTextContent('Contains gluten');
  },
};
