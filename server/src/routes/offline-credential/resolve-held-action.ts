import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { refundInputSchema } from '@tillwise/core/refund/refund-schemas';
import { completeSaleInputSchema } from '@tillwise/core/sale/sale-input-schemas';
import { heldOfflineActionSchema, resolveHeldActionInputSchema } from '@tillwise/core/staff/offline-credential';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { completeSale } from '../../services/complete-sale';
import { resolveHeldAction } from '../../services/held-action-service';
import { refundInProductUnits, saleInProductUnits } from '../../services/legacy-weights';
import { refundSale } from '../../services/refund-service';

/** A manager records a held offline action on their own word, or dismisses it. */
const resolveHeldActionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/held-offline-actions/:id/resolve',
    {
      config: { anyOf: ['shifts:manage'] },
      schema: {
        params: idParamsSchema,
        body: resolveHeldActionInputSchema,
        response: { 200: heldOfflineActionSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const store = signedInStore(request);
      const manager = signedInStaff(request);
      const now = new Date();
      return resolveHeldAction(
        app.writer,
        app.db,
        store,
        request.params.id,
        request.body.decision,
        manager,
        // Held before an upgrade, a body may count weighed goods in grams.
        async (kind, body) =>
          kind === 'sale'
            ? completeSale(
                app.writer,
                app.db,
                store,
                await saleInProductUnits(app.db, completeSaleInputSchema.parse(body)),
                manager,
                now,
              )
            : refundSale(
                app.writer,
                app.db,
                store,
                await refundInProductUnits(app.db, refundInputSchema.parse(body)),
                manager,
                now,
              ),
        now,
      );
    },
  );
};

export default resolveHeldActionRoute;
