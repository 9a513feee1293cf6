import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberPanel } from './MemberPanel';
import { logoutMember, setMemberStateForTest, type MemberLogin } from './member-store';
import { MOCK_VERIFY_ID, demoProviderMember } from '../../mocks/handlers/member';
import { storyTexts } from '../../.storybook/story-language';

const login = (phase: MemberLogin['phase'], extra: Partial<MemberLogin> = {}): MemberLogin => ({
  phase,
  verifyId: null,
  approveUrl: null,
  detail: null,
  ...extra,
});
// A fixed address, so the QR code is the same on every run.
const APPROVE_URL = `https://tavola.example/Member?verify_id=${MOCK_VERIFY_ID}`;
const sofia = {
  userLogo: demoProviderMember.logo,
  userName: demoProviderMember.customer_name,
  userPhonePrefix: demoProviderMember.phone_prefix,
  userPhone: demoProviderMember.phone,
  userPoints: demoProviderMember.integrals,
};

const meta = {
  title: 'Screens/Member/MemberPanel',
  component: MemberPanel,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    setMemberStateForTest({
      login: login('idle'),
      member: null,
      key: { stringId: 'tavola-sakura', provider: '/api/member' },
    });
    return () => logoutMember();
  },
} satisfies Meta<typeof MemberPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: the restaurant's logo, what members get, and the login button. */
export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByRole('heading', { name: t('member.title') });
    await expect(canvas.getByText(t('member.benefit.points'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('member.login') })).toBeEnabled();
  },
};

/** Waiting for the member's phone: the QR code, the member page's link, "logging in". */
export const QrShown: Story = {
  beforeEach: () => {
    setMemberStateForTest({
      login: login('polling', { verifyId: MOCK_VERIFY_ID, approveUrl: APPROVE_URL }),
    });
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await canvas.findByRole('img', { name: t('member.qrLabel') });
    await expect(canvas.getByRole('status')).toHaveTextContent(t('member.loggingIn'));
    await expect(canvas.getByRole('link', { name: t('member.openHere') })).toHaveAttribute(
      'href',
      APPROVE_URL,
    );
  },
};

/** Signed in: avatar, name, phone, points and logout. */
export const Success: Story = {
  beforeEach: () => {
    setMemberStateForTest({ login: login('success'), member: sofia });
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    const card = within(
      await canvas.findByRole('region', { name: t('member.card', { name: sofia.userName }) }),
    );
    await expect(card.getByText('+39 347 555 0123')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('member.logout') })).toBeEnabled();
  },
};

/** The provider refused: the reason, and scan again. */
export const Failed: Story = {
  beforeEach: () => {
    setMemberStateForTest({ login: login('failed') });
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('member.failed'));
    await expect(canvas.getByRole('button', { name: t('member.scanAgain') })).toBeEnabled();
  },
};

/** The member cancelled on their phone. */
export const Cancelled: Story = {
  beforeEach: () => {
    setMemberStateForTest({ login: login('cancelled') });
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('member.cancelled'));
  },
};

/** An hour went by without an answer. */
export const TimedOut: Story = {
  beforeEach: () => {
    setMemberStateForTest({ login: login('timedOut') });
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyTexts(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('member.timedOut'));
  },
};

/** Logout from the member view: back to the login view, nothing of the member left. */
export const LoggedOut: Story = {
  beforeEach: () => {
    setMemberStateForTest({ login: login('success'), member: sofia });
  },
  play: async ({ canvas, globals, userEvent }) => {
    const { t } = storyTexts(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('member.logout') }));
    await canvas.findByRole('button', { name: t('member.login') });
    await expect(canvas.queryByText(sofia.userName)).toBeNull();
  },
};

export const IdleLight: Story = { ...Idle, globals: { theme: 'light' } };
export const IdleGold: Story = { ...Idle, globals: { theme: 'gold' } };
export const QrShownLight: Story = { ...QrShown, globals: { theme: 'light' } };
export const QrShownGold: Story = { ...QrShown, globals: { theme: 'gold' } };
export const SuccessLight: Story = { ...Success, globals: { theme: 'light' } };
export const SuccessGold: Story = { ...Success, globals: { theme: 'gold' } };
export const FailedLight: Story = { ...Failed, globals: { theme: 'light' } };
export const FailedGold: Story = { ...Failed, globals: { theme: 'gold' } };
export const CancelledLight: Story = { ...Cancelled, globals: { theme: 'light' } };
export const CancelledGold: Story = { ...Cancelled, globals: { theme: 'gold' } };
export const TimedOutLight: Story = { ...TimedOut, globals: { theme: 'light' } };
export const TimedOutGold: Story = { ...TimedOut, globals: { theme: 'gold' } };
export const LoggedOutLight: Story = { ...LoggedOut, globals: { theme: 'light' } };
export const LoggedOutGold: Story = { ...LoggedOut, globals: { theme: 'gold' } };
