import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

/** The built React app: its files, and its page for every other path that is not the API's
 *  (a reload of /team/5 works); JSON 404s for the API and for missing assets. */
export async function serveClientApp(app: FastifyInstance, config: Pick<Config, 'clientDir' | 'serveSourceMaps'>) {
  const clientDir = path.resolve(config.clientDir);
  const indexFile = path.join(clientDir, 'index.html');
  // Source maps only when a setting asks for them.
  const servable = (file: string) => config.serveSourceMaps || !file.endsWith('.map');
  /** The built file a path names, or null: outside the build (`/../x`), missing, or not servable. */
  const builtFile = (url: string): string | null => {
    if (!built) return null;
    const file = path.resolve(clientDir, `.${url}`);
    if (!file.startsWith(clientDir + path.sep) || !servable(file)) return null;
    return fs.existsSync(file) && fs.statSync(file).isFile() ? path.relative(clientDir, file) : null;
  };
  const built = fs.existsSync(indexFile); // files are served once the app is built
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true, // the build writes .br and .gz copies of the assets
      allowedPath: (file) => servable(file),
      cacheControl: false, // set below: hashed assets forever, the rest revalidated
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return reply.status(404).send({ detail: `No API call at ${request.method} ${url}.` });
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ detail: 'Not found.' });
    const file = builtFile(url);
    if (file) return reply.sendFile(file);
    if (url.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain').send('The app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // History fallback: the single-page app answers every other path (a reload of /team/5 works).
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
}
