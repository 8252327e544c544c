import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptPageOf } from '../../services/receipt-link-service';

const notValid = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Receipt not found</title></head><body style="font-family:Arial,Helvetica,sans-serif;padding:24px">
<h1 style="font-size:20px">This receipt link is not valid</h1><p>Check the address, or ask the store for a copy.</p></body></html>`;

/**
 * A digital receipt's public page, /r/<token>: that one receipt and nothing else (no session; the token opens no
 * other page or API). An unknown or altered token is a 404.
 */
const receiptPageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/r/:token',
    { schema: { hide: true, params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const page = await receiptPageOf(app.db, request.params.token, new Date());
      return reply
        .code(page ? 200 : 404)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page ?? notValid);
    },
  );
};

export default receiptPageRoute;
