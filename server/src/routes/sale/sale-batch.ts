import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tillwise/core/http/api-error';
import { saleBatchAnswerSchema } from '@tillwise/core/sale/sale-schemas';
import { completeSaleInputSchema, saleBatchInputSchema } from '@tillwise/core/sale/sale-input-schemas';
import type { SaleBatchResult } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { DomainError } from '../../lib/errors';
import { isOutageOf, outageMessage } from '../../lib/outage-answer';
import { signedInStaff, signedInStore } from '../../plugins/auth';
import { completeSale } from '../../services/complete-sale';
import { saleInProductUnits } from '../../services/legacy-weights';
import { staffWhoTookIt } from '../../services/offline-staff';
import { HeldForReview } from '../../services/offline-credential-service';
import { holdForReview } from '../../services/held-action-service';
import { messageLanguageOf } from '../../services/message-language-service';

const keptOnTill = 'The sales are kept on this till and will be sent again.';

/**
 * A till's outbox sends what waited (sales taken offline, or whose answer was lost) up to 100 to a request. Each
 * is recorded as if sent alone, all at once, so they share the database's commits; each is answered in order with
 * the status it would have had alone, so the till settles each entry as before.
 */
const saleBatch: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sales/batch',
    {
      config: { anyOf: ['pos:sell'], whenDatabaseAway: keptOnTill },
      schema: { body: saleBatchInputSchema, response: { 200: saleBatchAnswerSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      const store = signedInStore(request);
      const sender = signedInStaff(request);
      const now = new Date();
      const outages: unknown[] = [];
      const results = await Promise.all(
        request.body.sales.map((raw, index) => recordOne(raw, index, store, sender, now)),
      );
      // The database away for every one of them is the request's answer: a 503 a load balancer can act on.
      const away = outages.find(Boolean);
      if (away && outages.length === results.length) throw away;
      return { results };

      async function recordOne(
        raw: unknown,
        index: number,
        storeId: string,
        staff: StaffMember,
        at: Date,
      ): Promise<SaleBatchResult> {
        const parsed = completeSaleInputSchema.safeParse(raw);
        if (parsed.success) parsed.data = await saleInProductUnits(app.db, parsed.data);
        const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : null;
        if (!parsed.success) {
          return {
            id,
            status: 400,
            error: 'Invalid body',
            details: parsed.error.issues.map((issue) => ({
              path: ['sales', index, ...issue.path].join('.'),
              message: issue.message,
            })),
          };
        }
        try {
          let takenBy;
          try {
            takenBy = await staffWhoTookIt(app.db, storeId, staff, parsed.data.offline, 'pos:sell', parsed.data.tillId);
          } catch (error) {
            if (!(error instanceof HeldForReview)) throw error;
            const held = await holdForReview(app.writer, 'sale', parsed.data, storeId, staff, error.message, at);
            return { id: parsed.data.id, status: 202, error: held.message };
          }
          const sale = await completeSale(app.writer, app.db, storeId, parsed.data, takenBy, at);
          return { id: parsed.data.id, status: 200, sale };
        } catch (error) {
          if (error instanceof DomainError) {
            const language = await messageLanguageOf(app.db, { staffId: staff.id, storeId, byApiKey: false });
            return { id: parsed.data.id, status: error.statusCode, ...error.answerIn(language) };
          }
          if (isOutageOf(app.db, error)) {
            outages.push(error);
            return { id: parsed.data.id, status: 503, error: outageMessage(error, keptOnTill) };
          }
          request.log.error({ err: error }, 'a sale of a batch failed');
          return { id: parsed.data.id, status: 500, error: 'Internal Server Error' };
        }
      }
    },
  );
};

export default saleBatch;
