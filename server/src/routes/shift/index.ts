import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import {
  cashMovementInputSchema,
  cashMovementSchema,
  closeShiftInputSchema,
  countShiftInputSchema,
  currentShiftQuerySchema,
  currentShiftSchema,
  openShiftInputSchema,
  recordVoidInputSchema,
  shiftIdParamsSchema,
  shiftListQuerySchema,
  shiftPageSchema,
  shiftReportSchema,
  shiftSchema,
  zChainCheckSchema,
  zReportListQuerySchema,
  zReportPageSchema,
  zReportSchema,
} from '@tillwise/core/shift/shift-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import {
  getShiftReport,
  getZReport,
  listShifts,
  listZReports,
  verifyZChains,
} from '../../services/shift-report-service';
import { recordCashMovement } from '../../services/shift-cash-movement-service';
import { approveShift, closeShift, countShift } from '../../services/shift-close-service';
import { getCurrentShift, openShift } from '../../services/shift-service';
import { recordVoid } from '../../services/shift-void-service';

const operators = { anyOf: ['shifts:operate'] as const };
const managers = { anyOf: ['shifts:manage'] as const };
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Shifts (drawer sessions) on tills: open with a float, move cash, count blind, close with a Z report. */
const shift: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shifts/current',
    {
      config: { anyOf: ['pos:sell', 'shifts:operate'] },
      schema: { querystring: currentShiftQuerySchema, response: { 200: currentShiftSchema, 404: apiErrorSchema } },
    },
    async (request) => getCurrentShift(app.db, signedInStore(request), request.query.tillId, new Date()),
  );

  app.post(
    '/shifts',
    { config: operators, schema: { body: openShiftInputSchema, response: { 201: shiftSchema, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await openShift(app.writer, app.db, signedInStore(request), request.body, signedInStaff(request), new Date()),
        ),
  );

  app.get(
    '/shifts',
    { config: operators, schema: { querystring: shiftListQuerySchema, response: { 200: shiftPageSchema } } },
    async (request) => listShifts(app.db, signedInStore(request), request.query, signedInStaff(request), new Date()),
  );

  app.get(
    '/shifts/:id',
    { config: operators, schema: { params: shiftIdParamsSchema, response: { 200: shiftReportSchema, ...errors } } },
    async (request) =>
      getShiftReport(app.db, signedInStore(request), request.params.id, signedInStaff(request), new Date()),
  );

  app.post(
    '/shifts/:id/cash-movements',
    {
      config: operators,
      schema: {
        params: shiftIdParamsSchema,
        body: cashMovementInputSchema,
        response: { 201: cashMovementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordCashMovement(
            app.writer,
            app.db,
            signedInStore(request),
            request.params.id,
            request.body,
            signedInStaff(request),
            new Date(),
          ),
        ),
  );

  app.post(
    '/shifts/:id/count',
    {
      config: operators,
      schema: { params: shiftIdParamsSchema, body: countShiftInputSchema, response: { 200: shiftSchema, ...errors } },
    },
    async (request) =>
      countShift(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );

  app.post(
    '/shifts/:id/close',
    {
      config: operators,
      schema: { params: shiftIdParamsSchema, body: closeShiftInputSchema, response: { 200: zReportSchema, ...errors } },
    },
    async (request) =>
      closeShift(
        app.writer,
        app.db,
        signedInStore(request),
        request.params.id,
        request.body,
        signedInStaff(request),
        new Date(),
      ),
  );

  app.post(
    '/shifts/:id/approve',
    { config: managers, schema: { params: shiftIdParamsSchema, response: { 200: shiftSchema, ...errors } } },
    async (request) =>
      approveShift(app.writer, app.db, signedInStore(request), request.params.id, signedInStaff(request), new Date()),
  );

  app.post(
    '/voids',
    {
      config: { anyOf: ['pos:sell'] },
      schema: { body: recordVoidInputSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await recordVoid(app.writer, request.body, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/z-reports',
    {
      config: operators,
      schema: { querystring: zReportListQuerySchema, response: { 200: zReportPageSchema, 409: apiErrorSchema } },
    },
    async (request) => listZReports(app.db, signedInStore(request), request.query, signedInStaff(request)),
  );

  app.get('/z-reports/verify', { config: managers, schema: { response: { 200: zChainCheckSchema } } }, async () =>
    verifyZChains(app.db),
  );

  app.get(
    '/z-reports/:id',
    { config: operators, schema: { params: shiftIdParamsSchema, response: { 200: zReportSchema, ...errors } } },
    async (request) => getZReport(app.db, request.params.id, signedInStaff(request)),
  );
};

export default shift;
