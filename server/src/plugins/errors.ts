import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { sayIn, speakingIn } from '@tillwise/core/i18n/core-message';
import type { MessageLanguage } from '@tillwise/core/i18n/core-message';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isValueOutOfRange } from '../db/value-out-of-range';
import { DomainError } from '../lib/errors';
import { isOutageOf, outageMessage, outageRetryAfterSeconds } from '../lib/outage-answer';
import { messageLanguageOf } from '../services/message-language-service';
import { requestMessages } from '../services/request-messages';

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
  const askerLanguage = (request: FastifyRequest) =>
    messageLanguageOf(app.db, {
      staffId: request.staff?.id ?? null,
      storeId: request.storeId,
      byApiKey: request.apiKeyId !== null,
    });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationAnswer(error, request, await askerLanguage(request)));
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(error.answerIn(await askerLanguage(request)));
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

type ValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
};

const invalidParts = {
  body: requestMessages.invalidBody,
  querystring: requestMessages.invalidQuery,
  params: requestMessages.invalidParams,
  headers: requestMessages.invalidHeaders,
} as const;

/**
 * A request the route's schema refuses, said in the asker's language: the part is checked again, synchronously, with
 * core's messages in that language (its refusals are worded when they are made); as refused, should that fail.
 */
function validationAnswer(error: ValidationError, request: FastifyRequest, language: MessageLanguage) {
  const where = error.validationContext ?? 'request';
  const part = where in invalidParts ? (where as keyof typeof invalidParts) : null;
  const received = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  const schema = part && (request.routeOptions.schema?.[part] as ZodType | undefined);
  let issues: { path: string; message: string }[] | null = null;
  try {
    // Inside: zod words a refusal when its error is first read, not when the check runs.
    issues = speakingIn(language, () => {
      const checked = part && schema?.safeParse(received[part]);
      if (!checked || checked.success) return null;
      return checked.error.issues.map((issue) => ({ path: issue.path.join('.') || where, message: issue.message }));
    });
  } catch {
    // An async check, say: the refusal as it was made.
  }
  return {
    error: sayIn(language, part ? invalidParts[part] : requestMessages.invalidRequest),
    details:
      issues ??
      error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: issue.message ?? sayIn(language, requestMessages.invalidValue),
      })),
  };
}
