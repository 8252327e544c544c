import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  saleIdParamsSchema,
  saleListQuerySchema,
  salePageSchema,
  saleSchema,
  salesOverviewSchema,
} from '@tillwise/core/sale/sale-schemas';
import { completeSaleInputSchema, parkSaleInputSchema } from '@tillwise/core/sale/sale-input-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import saleBatch from './sale-batch';
import parkedSales from './parked-sales';
import priceSaleRoute from './price-sale';
import { completeSale } from '../../services/complete-sale';
import { staffWhoTookIt } from '../../services/offline-staff';
import { HeldForReview } from '../../services/offline-credential-service';
import { holdForReview } from '../../services/held-action-service';
import { heldAnswerSchema } from '@tillwise/core/staff/offline-credential';
import { saleInProductUnits } from '../../services/legacy-weights';
import { discardParkedSale, getSale, getSalesOverview, listSales, parkSale } from '../../services/sale-service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const readers = ['orders:view', 'pos:sell'] as const;

const sale: FastifyPluginAsyncZod = async (app) => {
  await app.register(saleBatch);
  await app.register(parkedSales);
  await app.register(priceSaleRoute);

  app.post(
    '/sales',
    {
      config: { anyOf: ['pos:sell'], whenDatabaseAway: 'The sale is kept on this till and will be sent again.' },
      schema: { body: completeSaleInputSchema, response: { 200: saleSchema, 202: heldAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const store = signedInStore(request);
      const sender = signedInStaff(request);
      const body = await saleInProductUnits(app.db, request.body);
      let staff;
      try {
        staff = await staffWhoTookIt(app.db, store, sender, body.offline, 'pos:sell', body.tillId);
      } catch (error) {
        if (!(error instanceof HeldForReview)) throw error;
        return reply
          .code(202)
          .send(await holdForReview(app.writer, 'sale', body, store, sender, error.message, new Date()));
      }
      return completeSale(app.writer, app.db, store, body, staff, new Date());
    },
  );

  app.get(
    '/sales',
    {
      config: { anyOf: readers },
      schema: { querystring: saleListQuerySchema, response: { 200: salePageSchema, 400: apiErrorSchema } },
    },
    async (request) => listSales(app.db, signedInStore(request), request.query),
  );

  app.get(
    '/sales/overview',
    { config: { anyOf: ['orders:view'] }, schema: { response: { 200: salesOverviewSchema } } },
    async (request) => getSalesOverview(app.db, signedInStore(request), new Date()),
  );

  app.get(
    '/sales/:id',
    {
      config: { anyOf: readers },
      schema: { params: saleIdParamsSchema, response: { 200: saleSchema, 404: apiErrorSchema } },
    },
    async (request) => getSale(app.db, request.params.id),
  );

  app.post(
    '/sales/parked',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { body: parkSaleInputSchema, response: { 200: saleSchema, ...errors } },
    },
    async (request) =>
      parkSale(
        app.writer,
        app.db,
        signedInStore(request),
        await saleInProductUnits(app.db, request.body),
        signedInStaff(request),
        new Date(),
      ),
  );

  app.delete(
    '/sales/parked/:id',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { params: saleIdParamsSchema, response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      await discardParkedSale(app.writer, request.params.id, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default sale;
