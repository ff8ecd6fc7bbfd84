import type { FastifyError, FastifyInstance } from 'fastify';
import { invalidInput, Refusal, type FieldErrors, type RefusalKind } from '../outcomes';
import { drainRequest } from './drain';

/** The status code of each kind of refusal: the one place that knows them. */
const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported: 415,
  too_many: 429,
  unavailable: 503,
};

/** The detail of a 400 whose messages do not name their field (schema checks, NUL text). */
export const namingField = (errors: FieldErrors) => {
  const first = Object.entries(errors)[0];
  return first ? `Invalid input: ${first[0]}: ${first[1][0]}` : 'Invalid input.';
};

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function describe(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required': return 'This field is required.';
    case 'additionalProperties': return 'Unknown field.';
    case 'type': return p.type === 'integer' ? 'Must be a whole number.' : `Must be of type ${String(p.type)}.`;
    case 'minimum': return `Must be at least ${String(p.limit)}.`;
    case 'maximum': return `Must be at most ${String(p.limit)}.`;
    case 'maxLength': return `Must be at most ${String(p.limit)} characters.`;
    case 'minLength': return `Must be at least ${String(p.limit)} characters.`;
    case 'maxItems': return `Must have at most ${String(p.limit)} items.`;
    case 'enum': return `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    default: return e.message ? e.message.charAt(0).toUpperCase() + e.message.slice(1) + '.' : 'Invalid value.';
  }
}

/** Turns schema validation errors into `errors` keyed by field path, e.g. players_stats.3.goals. */
export function validationFieldErrors(errs: AjvError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errs) {
    const parts = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required') parts.push(String(e.params.missingProperty));
    if (e.keyword === 'additionalProperties') parts.push(String(e.params.additionalProperty));
    const field = parts.join('.') || 'body';
    const message = describe(e);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

const PG_MESSAGES: Record<string, [number, string]> = {
  '23505': [409, 'That conflicts with something already stored.'],
  '23503': [409, 'That refers to something that does not exist or is still in use.'],
  '23514': [400, 'A value is out of range.'],
  '22003': [400, 'A number is out of range.'],
  '22P02': [400, 'A value has the wrong form.'],
  '22007': [400, 'A date or time is not valid.'],
  '22008': [400, 'A date or time is out of range.'],
  '22021': [400, 'Text contains a character that cannot be stored.'],
  '22P05': [400, 'Text contains a character that cannot be stored.'],
  '54000': [400, 'A value is too large.'],
};

/** Paths (e.g. `players_stats.2.name`) of the strings in a parsed JSON body holding a NUL
 *  character, which the database cannot store in text. Walks the body with a list, not recursion. */
export function nulCharacterPaths(value: unknown): string[] {
  const out: string[] = [];
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(at.join('.') || 'body');
    } else if (v && typeof v === 'object') {
      const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
      // Pushed last to first, so fields come out in the order they were sent.
      for (const [k, x] of entries.reverse()) {
        if (!Array.isArray(v) && k.includes('\u0000')) out.push([...at, k].join('.'));
        stack.push([x, [...at, k]]);
      }
    }
  }
  return out;
}

/** Every error answer is JSON with `detail`; nothing leaks a stack trace or SQL. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; code?: string }, request, reply) => {
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(STATUS[error.kind]).send({ detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error.validation) {
      const errors = validationFieldErrors(error.validation);
      const refused = invalidInput(errors, namingField(errors));
      return reply.status(400).send({ detail: refused.detail, errors });
    }
    // Drizzle wraps driver errors; the PostgreSQL code is on the cause.
    const pgCode = error.code ?? (error.cause as { code?: string } | undefined)?.code;
    const pg = pgCode ? PG_MESSAGES[pgCode] : undefined;
    if (pgCode && /^[0-9A-Z]{5}$/.test(pgCode)) request.server.ctx?.metrics.databaseErrors.labels(pgCode).inc();
    if (pg) {
      request.log.warn({ err: error }, 'database refused a write');
      return reply.status(pg[0]).send({ detail: pg[1] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // The rest of the body is read first, so the answer is not lost to a reset connection.
      return drainRequest(request.raw).then(() => reply.status(413).send({ detail: 'The request body is too large.' }));
    }
    if (status === 415) return reply.status(415).send({ detail: 'Send JSON (Content-Type: application/json).' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ detail: 'The request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ detail: error.message || 'Bad request.' });
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: 'Something went wrong on the server. Please try again.' });
  });
}
