import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { issueNumberBlockInputSchema, numberBlockSchema } from '@tillwise/core/till/number-block-schemas';
import { tillIdParamsSchema } from '@tillwise/core/till/till-schemas';
import { signedInStore } from '../../plugins/auth';
import { issueNumberBlock } from '../../services/number-block-service';

/** A till of this store draws a block of order or refund numbers to number its receipts while offline. */
const numberBlocks: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tills/:id/number-blocks',
    {
      config: { anyOf: ['pos:sell'] },
      schema: {
        params: tillIdParamsSchema,
        body: issueNumberBlockInputSchema,
        response: { 201: numberBlockSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await issueNumberBlock(
            app.writer,
            app.db,
            signedInStore(request),
            request.params.id,
            request.body,
            new Date(),
          ),
        ),
  );
};

export default numberBlocks;
