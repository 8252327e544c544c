import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  createTillInputSchema,
  tillIdParamsSchema,
  tillSchema,
  updateTillInputSchema,
} from '@tillwise/core/till/till-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createTill, listTills, updateTill } from '../../services/till-service';
import numberBlocks from './number-blocks';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Tills: listed for the till set-up and Settings › Hardware; managers add one, admins rename or retire them. */
const till: FastifyPluginAsyncZod = async (app) => {
  await app.register(numberBlocks);

  app.get(
    '/tills',
    {
      config: { anyOf: ['pos:sell', 'shifts:operate', 'settings:manage'] },
      schema: { response: { 200: z.array(tillSchema) } },
    },
    async (request) => listTills(app.db, signedInStore(request)),
  );

  app.post(
    '/tills',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: { body: createTillInputSchema, response: { 201: tillSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTill(app.db, signedInStore(request), request.body, signedInStaff(request), new Date())),
  );

  app.patch(
    '/tills/:id',
    {
      config: { anyOf: ['tills:manage'] },
      schema: { params: tillIdParamsSchema, body: updateTillInputSchema, response: { 200: tillSchema, ...errors } },
    },
    async (request) =>
      updateTill(app.db, signedInStore(request), request.params.id, request.body, signedInStaff(request), new Date()),
  );
};

export default till;
