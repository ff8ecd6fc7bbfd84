import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Phase } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import TermsAdminPage from './TermsAdminPage';

const routes = [{ path: '/Terms', element: <TermsAdminPage /> }];
const AUTUMN: Phase = { id: 1, name: 'Autumn', first_week: 1, last_week: 10, leader: { team: { id: 2, name: 'Net Busters' }, points: 50 } };
const SPRING: Phase = { id: 2, name: 'Spring', first_week: 11, last_week: 20, leader: null };
const WEEKS = [{ id: 9, week: 10, start_date: '2026-11-16', end_date: '2026-11-22' }];
const alertText = () => screen.getAllByRole('alert').map((a) => a.textContent).join(' ');

afterEach(() => jest.restoreAllMocks());

describe('the staff Terms page', () => {
  it('lists the terms with their leader, or when a term not started starts', async () => {
    mockApi({ 'GET /api/phases/': { status: 200, body: [AUTUMN, SPRING] }, 'GET /api/game-weeks/': { status: 200, body: WEEKS } });
    renderWithApp(routes, '/Terms');
    const table = await screen.findByRole('table', { name: "The season's terms" });
    const autumn = within(table).getByRole('rowheader', { name: 'Autumn' }).closest('tr')!;
    expect(autumn.textContent).toContain('Gameweeks 1-10');
    expect(within(autumn).getByRole('link', { name: 'Net Busters' }).getAttribute('href')).toBe('/team/2');
    const spring = within(table).getByRole('rowheader', { name: 'Spring' }).closest('tr')!;
    expect(spring.textContent).toContain('Starts with gameweek 11');
    expect(await screen.findByText(/The latest gameweek played is 10\./)).toBeTruthy();
  });

  it('adds a term, and shows the field errors the server gives', async () => {
    let fail = true;
    const calls = mockApi({
      'GET /api/phases/': { status: 200, body: [] },
      'POST /api/phases/': () =>
        fail
          ? { status: 400, body: { detail: 'Invalid input.', errors: { last_week: ['The last week must be the first week or later.'] } } }
          : { status: 201, body: { id: 3, name: 'Winter', first_week: 4, last_week: 6, leader: null } },
    });
    renderWithApp(routes, '/Terms');
    expect(await screen.findByText('No terms yet: the season has one table only.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a term' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Winter ' } });
    fireEvent.change(within(form).getByLabelText('First gameweek'), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText('Last gameweek'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add term' }));
    expect(await within(form).findByText('The last week must be the first week or later.')).toBeTruthy();
    fail = false;
    fireEvent.change(within(form).getByLabelText('First gameweek'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Last gameweek'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(alertText()).toContain('Term Winter added.'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ name: 'Winter', first_week: 4, last_week: 6 });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('edits a term in a dialog and deletes one after asking', async () => {
    const calls = mockApi({
      'GET /api/phases/': { status: 200, body: [AUTUMN, SPRING] },
      'PUT /api/phases/2/': { status: 200, body: { ...SPRING, name: 'Summer', first_week: 12 } },
      'DELETE /api/phases/1/': { status: 204 },
    });
    renderWithApp(routes, '/Terms');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring' });
    expect((within(dialog).getByLabelText('First gameweek') as HTMLInputElement).value).toBe('11');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Summer' } });
    fireEvent.change(within(dialog).getByLabelText('First gameweek'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save term' }));
    await waitFor(() => expect(alertText()).toContain('Term Summer saved.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Summer', first_week: 12, last_week: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Autumn' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this term?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete term' }));
    await waitFor(() => expect(alertText()).toContain('Term Autumn deleted.'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/phases/1/')).toBe(true);
  });
});
