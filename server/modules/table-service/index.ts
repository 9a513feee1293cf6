// The table-service module: diners call the waiter and ask to open a table (socket.ts; logic and
// store access in service.ts; what is announced in events.ts).
import type { FastifyPluginAsync } from 'fastify';
import { registerTableServiceSocket } from './socket';

const tableServiceModule: FastifyPluginAsync = async (app) => {
  registerTableServiceSocket(app);
};

export default tableServiceModule;
