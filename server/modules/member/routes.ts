// The embedded member provider's routes, under /api/member (protocol/member.ts):
//   POST /api/member/v1/code_shark                       diner session: a new login request
//   GET  /api/member/v1/check/code_shark?verify_id=      diner session that asked: its status
//   GET  /api/member/v1/code_shark/{verify_id}           member page: what is asked
//   POST /api/member/v1/code_shark/{verify_id}/approve   member page: phone and password
//   POST /api/member/v1/code_shark/{verify_id}/cancel    the session that asked: withdraw it
// The verify id in the QR code is what lets the member page answer; the table's session is what
// lets the table read the answer. Wrong passwords count against the guessing limits of the
// member's phone and of the request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../protocol/http';
import {
  CodeSharkAnswerSchema,
  CodeSharkApproveBody,
  CodeSharkBody,
  CodeSharkParams,
  CodeSharkQuery,
  CodeSharkRequestSchema,
  CodeSharkSchema,
  CodeSharkStatusSchema,
  EMBEDDED_MEMBER_PROVIDER,
} from '../../../protocol/member';
import { phoneDigits } from '../../../core';
import { readDiner, requireDiner } from '../../auth/session';
import { sprayLimits, type Limit } from '../../auth/limits';
import { badRequest } from '../../http/errors';
import { exactValidator } from '../../http/exact-body';
import {
  approveVerification,
  cancelVerification,
  checkVerification,
  createVerification,
  describeVerification,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429);
const base = EMBEDDED_MEMBER_PROVIDER;

export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${base}/v1/code_shark`,
    {
      // Exact: a verify id the client made up is refused, not silently dropped.
      validatorCompiler: exactValidator,
      schema: { body: CodeSharkBody, response: { 200: CodeSharkSchema, ...errors } },
    },
    async (request) => createVerification(app.store, requireDiner(request).sid, request.body),
  );

  app.get(
    `${base}/v1/check/code_shark`,
    {
      schema: { querystring: CodeSharkQuery, response: { 200: CodeSharkStatusSchema, ...errors } },
    },
    async (request) =>
      checkVerification(app.store, requireDiner(request).sid, request.query.verify_id),
  );

  app.get(
    `${base}/v1/code_shark/:verify_id`,
    { schema: { params: CodeSharkParams, response: { 200: CodeSharkRequestSchema, ...errors } } },
    async (request) => describeVerification(app.store, request.params.verify_id),
  );

  app.post(
    `${base}/v1/code_shark/:verify_id/approve`,
    {
      schema: {
        params: CodeSharkParams,
        body: CodeSharkApproveBody,
        response: { 200: CodeSharkAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { verify_id } = request.params;
      const digits = phoneDigits(request.body.phone);
      if (digits === '') throw badRequest('Write the phone number with digits only');
      const s = app.attempts.settings;
      const limits: Limit[] = [
        { key: `member:request:${verify_id}`, max: s.sessionMax, windowMs: s.sessionWindowMs },
        {
          key: `member:phone:${digits.slice(-9)}`,
          max: s.targetFree,
          windowMs: s.targetWindowMs,
          spacingMs: s.targetSpacingMs,
        },
        ...sprayLimits(s, 'member', request.ip),
      ];
      const refusal = 'Too many wrong passwords: try again later';
      await app.attempts.check(request, reply, limits, refusal);
      const r = await approveVerification(
        app.store,
        verify_id,
        request.body.phone,
        request.body.password,
      );
      if (r === 'wrong') {
        await app.attempts.fail(request, limits);
        throw badRequest('Wrong phone number or password');
      }
      return { status: r };
    },
  );

  app.post(
    `${base}/v1/code_shark/:verify_id/cancel`,
    { schema: { params: CodeSharkParams, response: { 200: CodeSharkAnswerSchema, ...errors } } },
    async (request) => ({
      status: await cancelVerification(
        app.store,
        request.params.verify_id,
        readDiner(request)?.sid ?? null,
      ),
    }),
  );
};
