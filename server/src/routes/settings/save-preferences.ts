import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { preferenceGroups, preferencesSchema } from '@tillwise/core/settings/preferences';
import { signedInStaff } from '../../plugins/auth';
import { savePreferenceGroup } from '../../services/settings-preference-service';

/** One group of preferences at a time, a URL each, so a body is checked against its own group's schema. */
const savePreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  for (const group of preferenceGroups) {
    app.put(
      `/settings/preferences/${group}`,
      {
        config: { anyOf: ['settings:manage'] },
        schema: {
          body: preferencesSchema.shape[group],
          response: { 200: preferencesSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => savePreferenceGroup(app.db, group, request.body as never, signedInStaff(request), new Date()),
    );
  }
};

export default savePreferencesRoute;
