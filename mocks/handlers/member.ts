import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { demoMembers } from '../../server/seed/demo';
import type { CodeSharkRequestInfo, ProviderMember } from '../../protocol/member';
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
  ];
}
