import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '@tillwise/core/http/api-error';
import {
  reportFileSchema,
  reportScheduleInputSchema,
  reportScheduleSchema,
} from '@tillwise/core/report/report-schedule';
import { signedInStaff } from '../../plugins/auth';
import {
  createSchedule,
  deleteSchedule,
  listReportFiles,
  listSchedules,
  reportFilePath,
} from '../../services/report-schedule-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { notFound } from '../../lib/errors';
import { reportScheduleRefusals } from '../../services/report-schedule-messages';

const readers = { anyOf: ['reports:view'] as const };

/** Report schedules and the CSV files they write under DATA_DIR/reports. */
const schedules: FastifyPluginAsyncZod<{ reportsDir: string }> = async (app, { reportsDir }) => {
  app.get(
    '/report-schedules',
    { config: readers, schema: { response: { 200: z.array(reportScheduleSchema) } } },
    async () => listSchedules(app.db),
  );

  app.post(
    '/report-schedules',
    {
      config: readers,
      schema: { body: reportScheduleInputSchema, response: { 201: reportScheduleSchema, 400: apiErrorSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchedule(app.db, request.body, signedInStaff(request), new Date())),
  );

  app.delete(
    '/report-schedules/:id',
    { config: readers, schema: { params: idParamsSchema, response: { 204: z.null(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await deleteSchedule(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get('/report-files', { config: readers, schema: { response: { 200: z.array(reportFileSchema) } } }, async () =>
    listReportFiles(app.db),
  );

  app.get(
    '/report-files/:id/download',
    { config: readers, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { file, fileName } = await reportFilePath(app.db, reportsDir, request.params.id);
      if (!fs.existsSync(file)) throw notFound(saying(reportScheduleRefusals.fileNoLongerOnDisk));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(fs.createReadStream(file));
    },
  );
};

export default schedules;
