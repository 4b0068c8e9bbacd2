import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode, SERVER_MESSAGES } from '@klub/contracts';
import { isDatabaseUnavailable } from '@klub/db';
import { AppError } from '../errors';
import { pgErrorResponse } from '../lib/pg-errors';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * What Fastify's router answers itself, before any hook or the error handler (Fastify option
 * `frameworkErrors`): a path that is not valid percent-encoding (`%E2%82`), a path parameter
 * over 100 characters. Polish like everything else.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : err.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'VALIDATION';
  void reply.status(ERROR_CODES[code].status).send({ message: ERROR_CODES[code].message });
}

/**
 * One error handler: every non-2xx answer is `{message}` in Polish (a list for validation);
 * never a stack trace. 5xx are logged with the request id, which the client also gets.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A download route may have named its file and type before it failed: the error is JSON, not a file.
    void reply.removeHeader('content-type').removeHeader('content-disposition');
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const messages = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${v.message}` : String(v.message);
      });
      return reply.status(400).send({ message: messages });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, reqId: request.id }, 'response did not match its schema');
      return reply.status(500).send({ message: SERVER_MESSAGES.internalError(request.id) });
    }
    const mapped =
      (err.code && FASTIFY_CODES[err.code]) || (err instanceof SyntaxError && err.statusCode === 400 ? 'INVALID_JSON' : undefined);
    if (mapped) return reply.status(ERROR_CODES[mapped].status).send({ message: ERROR_CODES[mapped].message });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = BY_STATUS[status] ?? 'VALIDATION';
      return reply.status(status).send({ message: ERROR_CODES[code].message });
    }
    // PostgreSQL overloaded or unreachable, or this request's connection terminated (its transaction
    // was rolled back by the server): a temporary condition, answered 503 (not a bug, not 500).
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err, reqId: request.id }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: ERROR_CODES.SERVICE_UNAVAILABLE.message });
    }
    // PostgreSQL refused what the client sent (NUL byte, out-of-range number, impossible date, a
    // duplicate, a missing reference) and no route mapped it: a 4xx in Polish, logged to be fixed.
    const refused = pgErrorResponse(err);
    if (refused) {
      request.log.warn({ err, reqId: request.id }, 'database refused the input; answered 4xx');
      return reply.status(refused.status).send({ message: refused.message });
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_MESSAGES.internalError(request.id) });
  });
}
