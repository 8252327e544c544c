import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import { receiptLinkSchema } from '@tillwise/core/receipt-link/receipt-link-schemas';
import { getReceiptLink } from '../../services/receipt-link-service';

/** A sale's digital receipt link and QR code, printed on its receipt when the store's receipt settings say so. */
const getReceiptLinkRoute: FastifyPluginAsyncZod<{ publicUrl: string | null }> = async (app, { publicUrl }) => {
  app.get(
    '/sales/:id/receipt-link',
    {
      config: { anyOf: ['pos:sell', 'orders:view'] },
      schema: { params: idParamsSchema, response: { 200: receiptLinkSchema, 404: apiErrorSchema } },
    },
    async (request) =>
      getReceiptLink(app.db, request.params.id, publicUrl ?? `${request.protocol}://${request.host}`, new Date()),
  );
};

export default getReceiptLinkRoute;
