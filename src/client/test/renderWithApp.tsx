// Renders pages with a real store and router, and answers the API calls from a table.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeTestStore, type TestState } from './store';

// Node's Request (kept by jest-fixed-jsdom) refuses the relative URLs fetchBaseQuery builds.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost').href : input, init);
  }
}
globalThis.Request = PageRequest as typeof Request;
// jsdom does not scroll; the layout's scroll restoration calls it on every page.
window.scrollTo = () => {};

/** An answer: a status and an optional JSON body. */
export type Answer = { status: number; body?: unknown };
type Handler = Answer | ((body: unknown, url: URL) => Answer);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers `'METHOD /path/'` keys; an unlisted call answers 404 and a test failure is easy to spot. */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path: url.pathname + url.search, body });
    const handler = handlers[`${req.method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(body, url) : (handler ?? { status: 404, body: { detail: 'Not found.' } });
    const payload = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(payload, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** Renders the routes at a path with a fresh store; other paths show their path, to check redirects. */
export function renderWithApp(routes: RouteObject[], path: string, preloaded?: Partial<TestState>) {
  const store = makeTestStore(preloaded);
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Now at the path given by the router</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
