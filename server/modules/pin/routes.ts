// Table PIN routes: POST /api/order-password/check, PATCH /api/order-password/update,
// GET /api/v2/order_head_password/list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema, pinRequired, tooManyRequests } from '../../http/errors';
import { emitToStaff, emitToTable, type TavolaIo } from '../../realtime';
import { budgetHolds, guessBudget } from './budget';
import { issuePinPass, readStaff, requireOrderAccess } from '../../auth/session';
import { authenticateEmployee } from '../../auth/passwords';
import { deviceOf, employeeLimits, pinLimits, trustDevice } from '../../auth/limits';
import { getOpenOrder } from '../orders/service';
import { lockEmployee } from '../staff/service';
import { activePin, pinSatisfied, recordAttempt, replacePin } from './service';
import { grantPinPass } from './gate';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Status = Type.Object({ status: Type.Integer(), message: Type.String() });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const pinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/order-password/check',
    {
      schema: {
        body: Type.Object({
          order_head_id: Id,
          order_code: Type.String({ minLength: 1, maxLength: 16 }),
        }),
        response: { 200: Status, ...errors },
      },
    },
    async (request, reply) => {
      const { order_head_id, order_code } = request.body;
      const { staff, diner } = requireOrderAccess(request, order_head_id);
      // Who guesses: the diner's session (kept across rescans), or the employee.
      const who = diner?.sid ?? `staff-${staff!.employeeId}`;
      const settings = app.attempts.settings;
      const limits = pinLimits(settings, order_head_id, who);
      const refusal = 'Too many wrong PINs: try again later or ask the staff';
      const { ok, spent, order } = await app.store.transaction(async (tx) => {
        // The order's row lock lines up every guess on it, in every process, so a burst of
        // parallel guesses cannot all pass the limit before the first one is counted.
        const order = await getOpenOrder(tx, order_head_id, true);
        await app.attempts.check(request, reply, limits, refusal);
        const budget = await guessBudget(tx, settings, order_head_id);
        if (budgetHolds(budget, settings, { staff, diner })) {
          reply.header('retry-after', String(budget.retryAfterS));
          throw tooManyRequests(
            'Someone is guessing this table’s PIN: new phones must wait. Ask the staff or a guest at the table',
          );
        }
        const pin = await activePin(tx, order_head_id);
        const right = !pin || pin.order_password === order_code;
        if (!right) await app.attempts.fail(request, limits);
        await recordAttempt(tx, order_head_id, `pin|${who}`, right, new Date(settings.clock()));
        return { ok: right, spent: !right && budget.wrong + 1 === settings.guessBudget, order };
      });
      // The budget just ran out: the table's diners and the staff learn that someone is guessing.
      if (spent) announceGuessing(app.io, order.table_id, order_head_id);
      if (!ok) return { status: 300, message: 'Incorrect PIN' };
      // The pass belongs to this browser session (every process reads it from the store).
      if (diner && !staff) await grantPinPass(app.store.db, diner.sid, order_head_id);
      issuePinPass(reply, order_head_id);
      return { status: 200, message: 'OK' };
    },
  );

  app.patch(
    '/api/order-password/update',
    {
      schema: {
        body: Type.Object({
          employee_id: Type.String({ minLength: 1, maxLength: 64 }),
          password_id: Type.String({ minLength: 1, maxLength: 128 }),
          order_head_id: Id,
          new_order_code: Type.String({ maxLength: 4, pattern: '^(\\d{4})?$' }),
        }),
        response: { 200: Status, ...errors },
      },
    },
    async (request, reply) => {
      const { employee_id, password_id, order_head_id, new_order_code } = request.body;
      // Diners at the table and staff may ask; the employee's account and password decide.
      if (!readStaff(request)) requireOrderAccess(request, order_head_id);
      await getOpenOrder(app.store.db, order_head_id);
      // The same limits as the employee login: the password is guessed either way.
      const device = deviceOf(request, reply);
      const limits = employeeLimits(app.attempts.settings, device, employee_id);
      const employee = await app.store.transaction(async (tx) => {
        await lockEmployee(tx, employee_id);
        await app.attempts.check(
          request,
          reply,
          limits,
          'Too many failed employee logins: try again later',
        );
        const e = await authenticateEmployee(tx, employee_id, password_id);
        if (!e) {
          await app.attempts.fail(request, limits);
          await recordAttempt(tx, order_head_id, `employee|${device.id}`, false);
        }
        return e;
      });
      if (!employee)
        return { status: 300, message: 'Modification failed: wrong employee account or password' };
      trustDevice(reply, device, employee_id);
      await app.store.transaction(async (tx) => {
        await getOpenOrder(tx, order_head_id, true);
        await replacePin(tx, order_head_id, new_order_code, employee.employeeId);
        await recordAttempt(tx, order_head_id, `employee|${device.id}`, true);
      });
      return { status: 200, message: new_order_code ? 'Modification succeed' : 'PIN cancelled' };
    },
  );

  app.get(
    '/api/v2/order_head_password/list',
    {
      schema: {
        querystring: Type.Object({ order_id: Id }),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                password_id: Type.Integer(),
                order_head_id: Type.Integer(),
                order_password: Type.String(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const orderId = request.query.order_id;
      requireOrderAccess(request, orderId);
      await getOpenOrder(app.store.db, orderId);
      if (!(await pinSatisfied(request, app.store.db, orderId))) throw pinRequired();
      const pin = await activePin(app.store.db, orderId);
      return {
        data: pin
          ? [
              {
                password_id: pin.password_id,
                order_head_id: pin.order_head_id,
                order_password: pin.order_password,
              },
            ]
          : [],
      };
    },
  );
};

/** Tells an order's table and the staff that its PIN is being guessed (the budget ran out). */
function announceGuessing(io: TavolaIo, tableId: number, orderId: number): void {
  const payload = { table_id: tableId, order_head_id: orderId };
  if (tableId > 0)
    emitToTable(io, tableId, 'MESSENGER', {
      table_id: tableId,
      level: 'warning',
      message: 'PIN_GUESSING',
    });
  emitToStaff(io, 'PIN_GUESSING', payload);
}
