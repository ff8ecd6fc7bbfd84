// The app's router: matching, layouts, params, links and redirects.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Navigate, Outlet, RouterProvider, createMemoryRouter, useLocation, useParams, type RouteObject } from './index';

function Params() {
  const params = useParams();
  return <p>params {JSON.stringify(params)}</p>;
}
function Where() {
  const { pathname, search, state } = useLocation();
  return <p>at {`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <div>
        layout <Outlet />
      </div>
    ),
    children: [
      { path: '/', element: <Link to="/Team?x=1" state={{ from: 'home' }}>to team</Link> },
      { path: '/Team', element: <Where /> },
      { path: '/team/:teamId', element: <Params /> },
      { path: '/old', element: <Navigate to="/Team" replace /> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router', () => {
  it('matches paths without regard to case, with or without a trailing slash, inside the layout', () => {
    renderAt('/team/');
    expect(screen.getByText(/layout/).textContent).toContain('at /team/');
  });

  it('reads params and decodes them', () => {
    renderAt('/TEAM/a%20b');
    expect(screen.getByText(/params/).textContent).toBe('params {"teamId":"a b"}');
  });

  it('falls through to * for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('follows a link with its search and state, and redirects with Navigate', async () => {
    const router = renderAt('/');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'to team' }));
    });
    expect(router.state.location.pathname).toBe('/Team');
    expect(screen.getByText(/at \/Team/).textContent).toBe('at /Team?x=1 {"from":"home"}');

    const second = createMemoryRouter(routes, { initialEntries: ['/old'] });
    render(<RouterProvider router={second} />);
    await act(async () => {});
    expect(second.state.location.pathname).toBe('/Team');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const router = renderAt('/');
    const link = screen.getByRole('link', { name: 'to team' });
    expect(link.getAttribute('href')).toBe('/Team?x=1');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
  });
});
