import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoundInfo } from './RoundInfo';
import { updateClientState } from '../../lib/session';
import { resetCartStore } from '../cart';

/**
 * A phone back on /Main after a reload, before the table's cart has arrived: the window names
 * the table and shows the round count is loading, not a false "0".
 */
const meta = {
  title: 'Screens/Rounds/RoundInfo',
  component: RoundInfo,
  beforeEach: () => {
    updateClientState({
      tableId: 6,
      tableName: 'T6',
      orderTab: {
        person: 2,
        orderId: 42,
        menuList: [{ main_group_id: 2, main_group_name: 'Dinner' }],
        customer: '1',
        childNum: 0,
        otherNum: 0,
        normalNum: 2,
        orderCode: '',
        eatType: 0,
      },
    });
    resetCartStore(null);
  },
} satisfies Meta<typeof RoundInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvas.getByRole('group', { name: 'Table information' });
    await expect(window).toHaveTextContent('T6');
    const count = canvas.getByRole('img', { name: /^Ordered this round/ });
    await expect(count).toHaveAccessibleName('Ordered this round: Loading');
    await expect(count).toHaveAttribute('aria-busy', 'true');
    await expect(count).not.toHaveTextContent(/\d/);
  },
};
