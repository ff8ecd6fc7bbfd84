import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { badRequest, unsupported } from '../outcomes';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({ removeAdditional: false, allErrors: true, useDefaults: true, coerceTypes, strict: false });
  addFormats(ajv);
  // `x-trim: true`: the text is trimmed in place before its length is checked, so a name's
  // maxLength counts the characters after trimming (the rule every typed name follows).
  ajv.addKeyword({
    keyword: 'x-trim',
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    before: 'maxLength',
    validate: (on: boolean, data: string, _schema?: unknown, where?: { parentData: unknown; parentDataProperty: string | number }) => {
      if (on && where?.parentData && typeof where.parentData === 'object') {
        (where.parentData as Record<string | number, unknown>)[where.parentDataProperty] = data.trim();
      }
      return true;
    },
  });
  return ajv;
}

/**
 * The contract's schemas checked as each part of a request needs: query strings and path
 * parameters are text by nature and coerced ("5" is the number 5), JSON bodies are taken as sent
 * (`null` where the contract says integer or string is refused, never turned into 0 or "").
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodies = makeAjv(false);
  const text = makeAjv('array');
  return ({ schema, httpPart }) => compiledOnFirstUse(httpPart === 'body' ? bodies : text, schema as object);
}

/**
 * A schema's validator, compiled by Ajv when it first checks a request. A start registers every
 * operation of the contract, and compiling all their schemas took a fifth of it, while a server
 * meets many of them late or never (the test suites start hundreds of servers). It behaves as
 * Ajv's own function: the errors of the last check on `errors`, and `schemaEnv` set, so Fastify
 * hands it the request as the parent of the data (what lets Ajv change a part in place).
 */
function compiledOnFirstUse(ajv: Ajv, schema: object) {
  let compiled: ValidateFunction | undefined;
  const validate = Object.assign(
    (data: unknown, where?: Parameters<ValidateFunction>[1]) => {
      compiled ??= ajv.compile(schema);
      const valid = compiled(data, where);
      validate.errors = compiled.errors;
      return valid;
    },
    { errors: null as ValidateFunction['errors'], schemaEnv: true },
  );
  return validate;
}

/** Deepest nesting of arrays and objects a JSON body may have (the contract's go 3 deep). */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests arrays/objects deeper than `limit`: one pass over the text, no
 *  recursion, brackets inside strings ignored. */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON bodies as the server takes them: an empty body sent as JSON counts as no body, and a body
 *  nested deeper than MAX_JSON_DEPTH is refused before parsing. */
export function acceptJsonBodies(app: FastifyInstance) {
  // Some clients send an empty JSON body on DELETE.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Nesting is measured on the text before parsing, without recursion (a deep body costs one pass).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text)) return done(badRequest('The request body is nested too deeply.'), undefined);
    return jsonParser(request, text, done);
  });
  // Mail programs unsubscribe with a form body `List-Unsubscribe=One-Click` (RFC 8058), sent
  // urlencoded or as multipart/form-data (which the RFC recommends): accepted, and ignored, on
  // that one call (its token is in the query); other calls still take JSON only.
  const oneClickForm = (request: { url: string }, _body: unknown, done: (err: Error | null, body?: unknown) => void) => {
    if (request.url.startsWith('/api/unsubscribe')) return done(null, undefined);
    return done(unsupported('The request body must be JSON.'), undefined);
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, oneClickForm);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, oneClickForm);
}
