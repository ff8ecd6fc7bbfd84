import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The contract, readable at /api/docs (Swagger UI over openapi.yaml as it is): `document` is the
 *  file as loadContract read it, so a start parses the file once, not twice. */
export async function serveApiDocs(app: FastifyInstance, document: Record<string, unknown>) {
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy would upgrade the page's requests to https, leaving it blank over plain HTTP.
    transformStaticCSP: (csp) => csp.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
