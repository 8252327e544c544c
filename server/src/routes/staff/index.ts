import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import {
  createStaffInputSchema,
  resetPinInputSchema,
  staffAccountSchema,
  updateStaffInputSchema,
} from '@tillwise/core/staff/staff-admin-schemas';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { createStaff, listStaff, resetPin, updateStaff } from '../../services/staff-service';

const admins = { anyOf: ['staff:manage'] as const };
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The Team tab: admins add staff, change roles, reset PINs and deactivate. */
const staff: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff', { config: admins, schema: { response: { 200: z.array(staffAccountSchema) } } }, async () =>
    listStaff(app.db),
  );

  app.post(
    '/staff',
    { config: admins, schema: { body: createStaffInputSchema, response: { 201: staffAccountSchema, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createStaff(app.db, signedInStore(request), request.body, signedInStaff(request), new Date())),
  );

  app.patch(
    '/staff/:id',
    {
      config: admins,
      schema: {
        params: idParamsSchema,
        body: updateStaffInputSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => updateStaff(app.db, request.params.id, request.body, signedInStaff(request), new Date()),
  );

  app.put(
    '/staff/:id/pin',
    {
      config: admins,
      schema: { params: idParamsSchema, body: resetPinInputSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await resetPin(app.db, request.params.id, request.body.pin, signedInStaff(request), new Date());
      return reply.code(204).send(null);
    },
  );
};

export default staff;
