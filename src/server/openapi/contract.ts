import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export type Access = 'anyone' | 'user' | 'staff';
export type JsonSchema = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  access: Access;
  /** `x-checks-own-text`: the handler refuses bad characters itself (per CSV line, say). */
  checksOwnText: boolean;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  responses: Record<string, JsonSchema | null>;
}

/** openapi.yaml at the project's root: three levels up from this source file, two from the
 *  compiled server (dist/server/main.js). */
const SOURCE_CONTRACT = path.resolve(__dirname, '../../../openapi.yaml');
export const CONTRACT_FILE = fs.existsSync(SOURCE_CONTRACT) ? SOURCE_CONTRACT : path.resolve(__dirname, '../../openapi.yaml');

interface Parameter { name: string; in: string; required?: boolean; schema: JsonSchema }

/** Inlines every local $ref (the contract has no recursive schemas). */
function deref(node: unknown, root: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(n, root));
  if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      const target = obj.$ref.replace(/^#\//, '').split('/').reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], root);
      return deref(target, root);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'example' || k === 'description' || k === 'summary') continue; // docs only
      out[k] = deref(v, root);
    }
    return out;
  }
  return node;
}

function objectOf(params: Parameter[]): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

export function loadContract(file = CONTRACT_FILE): { document: Record<string, unknown>; operations: Operation[] } {
  const document = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const operations: Operation[] = [];
  for (const [p, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = deref(raw, document) as Record<string, unknown>;
      const parameters = (op.parameters ?? []) as Parameter[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, r] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema: JsonSchema }> }>)) {
        responses[status] = r.content?.['application/json']?.schema ?? null;
      }
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as Operation['method'],
        path: p,
        access: (op['x-access'] ?? 'anyone') as Access,
        checksOwnText: op['x-checks-own-text'] === true,
        body: content?.['application/json']?.schema,
        query: objectOf(parameters.filter((x) => x.in === 'query')),
        params: objectOf(parameters.filter((x) => x.in === 'path')),
        responses,
      });
    }
  }
  return { document, operations };
}
