import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { signedInStaff } from '../../plugins/auth';
import { saveDiscountCaps } from '../../services/settings-preference-service';

const saveDiscountCapsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/discount-caps',
    {
      config: { anyOf: ['settings:manage'] },
      schema: {
        body: discountCapsSchema,
        response: { 200: discountCapsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => saveDiscountCaps(app.db, request.body, signedInStaff(request), new Date()),
  );
};

export default saveDiscountCapsRoute;
