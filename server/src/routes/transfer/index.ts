import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import {
  createTransferInputSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferSchema,
} from '@tillwise/core/inventory/transfer-schemas';
import { storeSummarySchema } from '@tillwise/core/store/store-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import {
  listTransferDestinations,
  listTransfers,
  receiveTransfer,
  sendTransfer,
} from '../../services/transfer-service';

/** Stock moving between the chain's stores: sent from the session's store, received at the other. */
const transfer: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transfers',
    {
      config: { anyOf: ['stock:transfer'] },
      schema: { querystring: transferListQuerySchema, response: { 200: transferPageSchema, 400: apiErrorSchema } },
    },
    async (request) => listTransfers(app.db, signedInStore(request), request.query),
  );

  app.get(
    '/transfers/destinations',
    { config: { anyOf: ['stock:transfer'] }, schema: { response: { 200: z.array(storeSummarySchema) } } },
    async (request) => listTransferDestinations(app.db, signedInStore(request)),
  );

  app.post(
    '/transfers',
    {
      config: { anyOf: ['stock:transfer'] },
      schema: {
        body: createTransferInputSchema,
        response: { 201: transferSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendTransfer(
            app.writer,
            app.db,
            signedInStore(request),
            request.body,
            signedInStaff(request),
            new Date(),
          ),
        ),
  );

  app.post(
    '/transfers/:id/receive',
    {
      config: { anyOf: ['stock:transfer'] },
      schema: {
        params: idParamsSchema,
        response: { 200: transferSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      receiveTransfer(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        signedInStaff(request),
        new Date(),
      ),
  );
};

export default transfer;
