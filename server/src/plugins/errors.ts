import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/errors';

/** Maps every failure to `{ error, details }`: 4xx say what to fix, 5xx say only "Internal Server Error". */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      return reply
        .code(error.statusCode)
        .send({ error: error.message, ...(error.details && { details: error.details }) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
});
