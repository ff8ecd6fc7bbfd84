import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONTRACT_FILE } from './contract';

/** The contract, readable at /api/docs (Swagger UI over openapi.yaml as it is). */
export async function serveApiDocs(app: FastifyInstance) {
  await app.register(swagger, { mode: 'static', specification: { path: CONTRACT_FILE, baseDir: path.dirname(CONTRACT_FILE) } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy would upgrade the page's requests to https, leaving it blank over plain HTTP.
    transformStaticCSP: (csp) => csp.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

}
