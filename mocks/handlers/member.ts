import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { demoMembers } from '../../server/seed/demo';
import type { CodeSharkAnswer, CodeSharkRequestInfo, ProviderMember } from '../../protocol/member';
import { db } from '../db';
import { networkDelay } from '../delay';

/** The verify id the mock provider hands out (fixed, so a story's QR code holds still). */
export const MOCK_VERIFY_ID = 'DemoVerifyId0123456789abcdefGHIJ';

/** The demo member as the embedded provider describes them. */
export const demoProviderMember: ProviderMember = {
  logo: '',
  customer_name: demoMembers[0].name,
  phone_prefix: demoMembers[0].phonePrefix,
  phone: demoMembers[0].phone,
  integrals: demoMembers[0].points,
  verify_id: MOCK_VERIFY_ID,
  project: 'QOP',
  string_id: 'tavola-sakura',
};

/** What the demo member types on the member page to approve a login: phone number and password. */
export const demoMemberCredentials = {
  phone: `${demoMembers[0].phonePrefix} ${demoMembers[0].phone}`,
  password: demoMembers[0].password,
};

/** The key check and the embedded member provider: a login that waits for the member's phone. */
export function memberHandlers(): RequestHandler[] {
  return [
    http.get('*/api/v2/check/od/secret_key', async () => {
      await networkDelay();
      return HttpResponse.json({
        restaurant: { string_id: 'tavola-sakura' },
        member_provider: '/api/member',
      });
    }),
    http.post('*/api/member/v1/code_shark', async () => {
      await networkDelay();
      return HttpResponse.json({
        error: false,
        verify_id: MOCK_VERIFY_ID,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      });
    }),
    http.get('*/api/member/v1/check/code_shark', () => HttpResponse.json({ status: '0' })),
    http.get('*/api/member/v1/code_shark/:id', () =>
      HttpResponse.json({
        restaurant_name: db.restaurantInfo.restaurant_name,
        status: '0',
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      } satisfies CodeSharkRequestInfo),
    ),
    // The member page's answers: the demo member's phone and password approve, anything else is
    // refused as the server refuses it (400); cancelling always goes through.
    http.post('*/api/member/v1/code_shark/:id/approve', async ({ request }) => {
      await networkDelay();
      const body = (await request.json()) as { phone?: string; password?: string };
      const digits = (body.phone ?? '').replace(/\D/g, '');
      const member = demoMembers[0];
      if (!digits.endsWith(member.phone) || body.password !== member.password)
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'BAD_REQUEST',
            error: 'Bad Request',
            message: 'Wrong phone number or password',
          },
          { status: 400 },
        );
      return HttpResponse.json({ status: '1' } satisfies CodeSharkAnswer);
    }),
    http.post('*/api/member/v1/code_shark/:id/cancel', async () => {
      await networkDelay();
      return HttpResponse.json({ status: '2' } satisfies CodeSharkAnswer);
    }),
  ];
}
