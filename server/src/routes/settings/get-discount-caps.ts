import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCapsSchema } from '@tillwise/core/settings/discount-cap-schemas';
import { getDiscountCaps } from '../../services/settings-preference-service';

/** The till reads the signed-in role's cap: beyond it, the discount dialog asks for a manager. */
const getDiscountCapsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/discount-caps',
    { config: { anyOf: ['pos:sell', 'settings:manage'] }, schema: { response: { 200: discountCapsSchema } } },
    async () => getDiscountCaps(app.db),
  );
};

export default getDiscountCapsRoute;
