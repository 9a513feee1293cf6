import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemoryRouter } from '../../lib/navigation';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { MemberApprovePage } from './MemberApprovePage';
import {
  MOCK_VERIFY_ID,
  demoMemberCredentials as SOFIA,
  memberHandlers,
} from '../../mocks/handlers/member';
import { storyTexts } from '../../.storybook/story-language';

type Globals = Readonly<Record<string, unknown>>;

/** The embedded provider's calls for one login request: what is asked, approve and cancel. */
const requestCall = `*/api/member/v1/code_shark/:id`;
const approveCall = `*/api/member/v1/code_shark/:id/approve`;

/** The provider refuses as the server does: a status and its error body. */
const refused = (status: number, code: string, message: string) =>
  HttpResponse.json({ statusCode: status, code, error: code, message }, { status });

/** The story's own answers first, then the mock provider's happy path (the demo member). */
const provider = (...own: RequestHandler[]) => ({
  msw: { handlers: [...own, ...memberHandlers()] },
});

/** The demo member's phone number as they would type it. */
const typedPhone = SOFIA.phone;

/**
 * The member's own phone opened the QR code's address: `/Member?verify_id=…` (the mock provider's
 * fixed verify id, or the story's `verifyId`).
 */
const openedFromQr: Decorator = (Story, context) => {
  const { verifyId = MOCK_VERIFY_ID } = context.parameters as { verifyId?: string };
  return (
    <MemoryRouter initialEntries={[`/Member?verify_id=${verifyId}`]}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * The page a member opens on their own phone from the login QR code the table shows: the
 * restaurant asks to sign them in; they approve with their phone number and password, or cancel.
 */
const meta = {
  title: 'Screens/Member/MemberApprovePage',
  component: MemberApprovePage,
  decorators: [openedFromQr],
  parameters: { layout: 'fullscreen', ...provider() },
} satisfies Meta<typeof MemberApprovePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's fields, found by their labels (which carry the required mark after the words). */
function form(canvas: ReturnType<typeof within>, globals: Globals) {
  const { t } = storyTexts(globals);
  return {
    phone: () => canvas.findByLabelText(t('memberPage.phone'), { exact: false }),
    password: () => canvas.findByLabelText(t('memberPage.password'), { exact: false }),
    approve: () => canvas.getByRole('button', { name: t('memberPage.approve') }),
    cancel: () => canvas.getByRole('button', { name: t('memberPage.cancel') }),
  };
}

/** A closing page: its heading, found in the story's language. */
const closingHeading = (canvas: ReturnType<typeof within>, globals: Globals, id: string) =>
  canvas.findByRole('heading', { level: 2, name: storyTexts(globals).t(id) });

/** While the page reads what the restaurant asks. */
export const Loading: Story = {
  parameters: provider(
    http.get(requestCall, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      storyTexts(globals).t('memberPage.loading'),
    );
  },
};

/** Waiting for the member: the restaurant that asks, phone number, password, and the two answers. */
export const Ask: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t('memberPage.title') });
    await expect(
      canvas.getByText(t('memberPage.asks', { restaurant: 'Tavola Sakura' })),
    ).toBeVisible();
    const f = form(canvas, globals);
    await expect(await f.phone()).toBeRequired();
    await expect(await f.password()).toBeRequired();
    await expect(f.approve()).toBeEnabled();
    await expect(f.cancel()).toBeEnabled();
  },
};

/** The same question in Chinese. */
export const AskInChinese: Story = { ...Ask, globals: { locale: 'ZH' } };

/** The right phone number and password: the table's login is approved, the page says so. */
export const Approved: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await userEvent.type(await f.phone(), typedPhone);
    await userEvent.type(await f.password(), SOFIA.password);
    await userEvent.click(f.approve());
    await closingHeading(canvas, globals, 'memberPage.approvedTitle');
    await expect(
      canvas.getByText(storyTexts(globals).t('memberPage.approvedMessage')),
    ).toBeVisible();
  },
};

/** The member refuses: nothing is shared with the table. */
export const Cancelled: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await f.phone();
    await userEvent.click(f.cancel());
    await closingHeading(canvas, globals, 'memberPage.cancelledTitle');
    await expect(
      canvas.getByText(storyTexts(globals).t('memberPage.cancelledMessage')),
    ).toBeVisible();
  },
};

/** The code is older than an hour (the provider answers 410): scan a new one. */
export const Expired: Story = {
  parameters: provider(
    http.get(requestCall, () => refused(410, 'GONE', 'This member login has expired')),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await closingHeading(canvas, globals, 'memberPage.expiredTitle');
    await expect(canvas.getByText(storyTexts(globals).t('memberPage.scanNew'))).toBeVisible();
  },
};

/** The request was answered already, on this phone or another: scan a new code. */
export const AlreadyAnswered: Story = {
  parameters: provider(
    http.get(requestCall, () =>
      HttpResponse.json({
        restaurant_name: 'Tavola Sakura',
        status: '1',
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      }),
    ),
  ),
  play: async ({ canvasElement, globals }) => {
    await closingHeading(within(canvasElement), globals, 'memberPage.answeredTitle');
  },
};

/** A verify id the provider does not know (404): the code is not valid. */
export const UnknownId: Story = {
  parameters: provider(
    http.get(requestCall, () => refused(404, 'NOT_FOUND', 'No such member login')),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await closingHeading(canvas, globals, 'memberPage.missingTitle');
    await expect(canvas.getByText(storyTexts(globals).t('memberPage.scanNew'))).toBeVisible();
  },
};

/** An address whose verify id is not one at all (cut short): refused before any call. */
export const MalformedId: Story = {
  parameters: { verifyId: MOCK_VERIFY_ID.slice(0, 20) },
  play: async ({ canvasElement, globals }) => {
    await closingHeading(within(canvasElement), globals, 'memberPage.missingTitle');
  },
};

/** A wrong password: the provider refuses (400), the page says why and keeps the phone number. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const { t } = storyTexts(globals);
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await userEvent.type(await f.phone(), typedPhone);
    await userEvent.type(await f.password(), 'sakura');
    await userEvent.click(f.approve());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('memberPage.problem.wrong'));
    await expect(await f.phone()).toHaveValue(typedPhone);
    await waitFor(() => expect(f.approve()).toBeEnabled());
  },
};

/** The refusal in Italian. */
export const WrongPasswordInItalian: Story = { ...WrongPassword, globals: { locale: 'IT' } };

/** Sign me in with the fields empty: the page asks for them without calling the provider. */
export const FieldsMissing: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await f.phone();
    await userEvent.click(f.approve());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyTexts(globals).t('memberPage.problem.missing'),
    );
  },
};

/** Too many wrong passwords for this number (429): the member waits before trying again. */
export const TooManyAttempts: Story = {
  parameters: provider(
    http.post(approveCall, () =>
      refused(429, 'TOO_MANY_REQUESTS', 'Too many wrong passwords: try again later'),
    ),
  ),
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await userEvent.type(await f.phone(), typedPhone);
    await userEvent.type(await f.password(), 'sakura');
    await userEvent.click(f.approve());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyTexts(globals).t('memberPage.problem.tooMany'),
    );
  },
};

/** The answer does not reach the provider (no network): the member may try again. */
export const Offline: Story = {
  parameters: provider(http.post(approveCall, () => HttpResponse.error())),
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = within(canvasElement);
    const f = form(canvas, globals);
    await userEvent.type(await f.phone(), typedPhone);
    await userEvent.type(await f.password(), SOFIA.password);
    await userEvent.click(f.approve());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyTexts(globals).t('memberPage.problem.offline'),
    );
    await waitFor(() => expect(f.approve()).toBeEnabled());
  },
};

export const LoadingLight: Story = { ...Loading, globals: { theme: 'light' } };
export const LoadingGold: Story = { ...Loading, globals: { theme: 'gold' } };
export const AskLight: Story = { ...Ask, globals: { theme: 'light' } };
export const AskGold: Story = { ...Ask, globals: { theme: 'gold' } };
export const ApprovedLight: Story = { ...Approved, globals: { theme: 'light' } };
export const ApprovedGold: Story = { ...Approved, globals: { theme: 'gold' } };
export const CancelledLight: Story = { ...Cancelled, globals: { theme: 'light' } };
export const CancelledGold: Story = { ...Cancelled, globals: { theme: 'gold' } };
export const ExpiredLight: Story = { ...Expired, globals: { theme: 'light' } };
export const ExpiredGold: Story = { ...Expired, globals: { theme: 'gold' } };
export const UnknownIdLight: Story = { ...UnknownId, globals: { theme: 'light' } };
export const UnknownIdGold: Story = { ...UnknownId, globals: { theme: 'gold' } };
export const WrongPasswordLight: Story = { ...WrongPassword, globals: { theme: 'light' } };
export const WrongPasswordGold: Story = { ...WrongPassword, globals: { theme: 'gold' } };
