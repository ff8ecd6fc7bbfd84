import { fireEvent, screen, within } from '@testing-library/react';
import type { LmsCompetition, LmsCompetitionDetail } from '../../api';
import { fakeJwt } from '../../session/testTokens';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import type { TestState } from '../../test/store';
import LmsPage, { featured, ownStatus } from './LmsPage';

const routes = [{ path: '/LMS', element: <LmsPage /> }];
const signedIn = { auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as TestState['auth'] };
const user = (is_staff: boolean) => ({ status: 200, body: { id: 1, email: 'fan@club.test', is_staff } });
const team = (id: number) => ({ status: 200, body: { id } });

const A = { id: 1, name: 'Hall Rovers' };
const B = { id: 2, name: 'Course United' };
const C = { id: 3, name: 'Kit Bag FC' };
const RUNNING: LmsCompetitionDetail = {
  id: 7,
  name: 'Autumn LMS',
  first_week: 1,
  status: 'running',
  survivors: 2,
  winner: null,
  rounds: [{ week: 1, out: [{ team: C, points: 12 }], survivors: 2 }],
  standing: [
    { team: A, out_in_week: null },
    { team: B, out_in_week: null },
    { team: C, out_in_week: 1 },
  ],
};
const summary = ({ rounds: _r, standing: _s, ...s }: LmsCompetitionDetail): LmsCompetition => s;

afterEach(() => jest.restoreAllMocks());

describe('the LMS page', () => {
  it("keeps the spec's texts while no competition has ever started, and offers staff the form", async () => {
    mockApi({ 'GET /api/lms/': { status: 200, body: [] }, 'GET /api/user/': user(true) });
    renderWithApp(routes, '/LMS', signedIn);
    expect(await screen.findByText('Under Maintenance')).toBeTruthy();
    expect(screen.getByText('Sorry, LMS page coming soon')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Start a competition' })).toBeTruthy();
  });

  it('shows the survivors, the week by week eliminations and the manager’s own status', async () => {
    mockApi({
      'GET /api/lms/': { status: 200, body: [summary(RUNNING)] },
      'GET /api/lms/7/': { status: 200, body: RUNNING },
      'GET /api/user/': user(false),
      'GET /api/team/': team(3),
    });
    renderWithApp(routes, '/LMS', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn LMS' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Still in' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hall Rovers', 'Course United']);
    expect(within(screen.getByRole('list', { name: 'Out in Gameweek 1' })).getByText('Kit Bag FC')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('You went out in Gameweek 1.');
    expect(screen.queryByRole('heading', { name: 'Start a competition' })).toBeNull();
  });

  it('lets staff start a competition and shows a refusal under its field', async () => {
    const calls = mockApi({
      'GET /api/lms/': { status: 200, body: [] },
      'GET /api/user/': user(true),
      'POST /api/lms/': { status: 400, body: { detail: 'Bad name.', errors: { name: ['Bad name.'] } } },
    });
    renderWithApp(routes, '/LMS', signedIn);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Spring' } });
    fireEvent.change(screen.getByLabelText('First gameweek'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findAllByText('Bad name.')).not.toHaveLength(0);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Spring', first_week: 3 });
  });
});

describe('featured and ownStatus', () => {
  const finished: LmsCompetitionDetail = { ...RUNNING, status: 'finished', survivors: 1, winner: A, standing: [{ team: A, out_in_week: null }, { team: B, out_in_week: 2 }] };
  it('features the running competition, else the latest', () => {
    expect(featured([summary(finished), summary({ ...RUNNING, id: 3 })])?.id).toBe(3);
    expect(featured([summary(finished)])?.id).toBe(7);
    expect(featured([])).toBeNull();
  });
  it('says where the manager stands', () => {
    expect(ownStatus(finished, 1)).toBe('You won: the last one standing.');
    expect(ownStatus(finished, 2)).toBe('You went out in Gameweek 2.');
    expect(ownStatus(RUNNING, 1)).toBe('You are still in.');
    expect(ownStatus(RUNNING, 99)).toBe('Your team did not enter: it had no squad in Gameweek 1.');
    expect(ownStatus(RUNNING, null)).toBe('You have no team, so you are not in this competition.');
  });
});
