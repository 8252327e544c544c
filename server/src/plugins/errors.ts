import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isValueOutOfRange } from '../db/value-out-of-range';
import { DomainError } from '../lib/errors';
import { isOutageOf, outageMessage, outageRetryAfterSeconds } from '../lib/outage-answer';
import { messageLanguageOf } from '../services/message-language-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What becomes of the request while the database is away, said after why (e.g. a till keeps its sale). */
    whenDatabaseAway?: string;
  }
}

/**
 * Maps every failure to `{ error, details }`: 4xx say what to fix; the database away is a 503 with Retry-After that
 * says so (logged once by the database's watch, not per request); any other 5xx says only "Internal Server Error".
 */
export default fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      return reply.code(400).send({
        error: `Invalid ${where === 'querystring' ? 'query' : where}`,
        details: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
          message: issue.message ?? 'Invalid value',
        })),
      });
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const language = await messageLanguageOf(app.db, {
        staffId: request.staff?.id ?? null,
        storeId: request.storeId,
        byApiKey: request.apiKeyId !== null,
      });
      return reply.code(error.statusCode).send(error.answerIn(language));
    }
    if (isOutageOf(app.db, error)) {
      return reply
        .code(503)
        .header('retry-after', String(outageRetryAfterSeconds))
        .send({ error: outageMessage(error, request.routeOptions.config.whenDatabaseAway) });
    }
    if (isValueOutOfRange(error)) {
      return reply.code(400).send({ error: 'A figure in this request is too large for the store’s records' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
});
