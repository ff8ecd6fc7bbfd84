import Ajv from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { loadContract } from '../openapi/contract';
import { contractValidatorCompiler } from './validation';

type Part = 'body' | 'querystring' | 'params';
const compileFor = (compiler: FastifySchemaCompiler<unknown>, schema: object, httpPart: Part) =>
  compiler({ schema: schema as FastifySchema, httpPart, method: 'POST', url: '/api/x' }) as unknown as ((data: unknown) => boolean) & {
    errors: unknown;
    schemaEnv: unknown;
  };

test("a route's validator is compiled when it first checks a request, once, and reports its errors as Ajv's does", () => {
  const compile = jest.spyOn(Ajv.prototype, 'compile');
  try {
    const validate = compileFor(contractValidatorCompiler(), { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }, 'body');
    expect(compile).not.toHaveBeenCalled();
    expect(validate.schemaEnv).toBeTruthy(); // Fastify passes the parent data, as to Ajv's own functions
    expect(validate({ n: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ n: 'one' })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/n', keyword: 'type' })]);
    expect(compile).toHaveBeenCalledTimes(1);
  } finally {
    compile.mockRestore();
  }
});

test("every request schema of the contract compiles (a start no longer compiles them)", () => {
  const compiler = contractValidatorCompiler();
  const parts = loadContract().operations.flatMap((op) =>
    ([['body', op.body], ['querystring', op.query], ['params', op.params]] as const).flatMap(([part, schema]) => (schema ? [{ op, part, schema }] : [])),
  );
  expect(parts.length).toBeGreaterThan(50);
  for (const { op, part, schema } of parts) {
    const validate = compileFor(compiler, schema, part);
    expect(() => validate({})).not.toThrow(); // compiling happens here
    expect(typeof validate({})).toBe('boolean');
    if (typeof validate({}) !== 'boolean') throw new Error(`${op.operationId} ${part}`);
  }
});
