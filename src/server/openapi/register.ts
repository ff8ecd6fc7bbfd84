import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthUser, Handler, Handlers } from '../context';
import { namingField, nulCharacterPaths } from '../http/errors';
import { bearerToken } from '../http/negotiation';
import { forbidden, invalidInput, unauthenticated } from '../outcomes';
import type { Access, Operation } from './contract';

const noCredentials = () => unauthenticated('Authentication credentials were not provided or are not valid. Please log in.');

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const token = bearerToken(header);
  if (token === undefined) throw noCredentials();
  const claims = await ctx.tokens.verify(token, 'access');
  if (!claims) throw unauthenticated('Your access token is invalid or has expired.');
  const user = await ctx.tokenVersions.check(claims.userId, claims.version, claims.stamp);
  if (!user) throw unauthenticated('Your access token is no longer valid. Please log in again.');
  return { id: user.id, email: user.email, isStaff: user.isStaff };
}

/** The one place permissions live: each operation in openapi.yaml declares `x-access`. */
function guard(ctx: AppContext, access: Access) {
  return async (request: FastifyRequest) => {
    if (access === 'anyone') return;
    request.user = await authenticate(ctx, request);
    if (access === 'staff' && !request.user.isStaff) throw forbidden('Only club staff can do this.');
  };
}

/** Text with a NUL character cannot be stored: refused before the handler runs, naming the field.
 *  (Operations marked `x-checks-own-text` report such text themselves, as the CSV import does
 *  line by line.) */
async function refuseNulText(request: FastifyRequest) {
  const nul = nulCharacterPaths(request.body);
  if (nul.length === 0) return;
  const message = 'Text may not contain the NUL character (\\u0000).';
  const errors = Object.fromEntries(nul.map((f) => [f, [message]]));
  throw invalidInput(errors, namingField(errors));
}

/** A write call: once its handler is done (its transactions committed), this process's cached
 *  answers follow at once rather than when the database's notification arrives. */
function afterWrites(ctx: AppContext, handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } finally {
      ctx.tokenVersions.afterWrites();
    }
  };
}

/** Registers every operation of the contract with its schemas, its guard and its handler. */
export function registerOperations(app: FastifyInstance, ctx: AppContext, operations: Operation[], typed: Handlers) {
  // Each handler's request was typed by its operation; here they are all plain Fastify handlers.
  const handlers = typed as unknown as Record<string, Handler>;
  const missing = operations.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
  const extra = Object.keys(handlers).filter((id) => !operations.some((op) => op.operationId === id));
  if (missing.length || extra.length) {
    throw new Error(`Routes and contract differ. Missing handlers: [${missing.join(', ')}]; handlers not in the contract: [${extra.join(', ')}]`);
  }
  app.decorateRequest('user', null);
  for (const op of operations) {
    app.route({
      method: op.method,
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: {
        ...(op.body ? { body: op.body } : {}),
        ...(op.query ? { querystring: op.query } : { querystring: { type: 'object', additionalProperties: false } }),
        ...(op.params ? { params: op.params } : {}),
      },
      config: { operationId: op.operationId, access: op.access },
      // Only the checks a call needs: none for a public read (its cached answer goes out fast).
      preValidation: [...(op.access === 'anyone' ? [] : [guard(ctx, op.access)]), ...(op.body && !op.checksOwnText ? [refuseNulText] : [])],
      handler: op.method === 'GET' ? handlers[op.operationId] : afterWrites(ctx, handlers[op.operationId]),
    });
  }
}
