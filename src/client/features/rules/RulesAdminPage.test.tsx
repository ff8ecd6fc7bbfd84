import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Rules } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import RulesAdminPage from './RulesAdminPage';

const routes = [{ path: '/Rules', element: <RulesAdminPage /> }];
const UNLIMITED: Rules = { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true };
const DEADLINE = {
  'GET /api/deadline/': { status: 200, body: { now: '2026-11-25T13:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' } },
  'GET /api/game-weeks/': { status: 200, body: [{ id: 5, week: 2, start_date: '2026-11-23', end_date: '2026-11-29', published_at: null }] },
};
const alertText = () => screen.getAllByRole('alert').map((a) => a.textContent).join(' ');

afterEach(() => jest.restoreAllMocks());

describe('the staff Rules page', () => {
  it('shows the rules and the deadline they count from', async () => {
    mockApi({ 'GET /api/rules/': { status: 200, body: UNLIMITED }, ...DEADLINE });
    renderWithApp(routes, '/Rules');
    const form = await screen.findByRole('form', { name: 'Rules from the next deadline' });
    expect(within(form).getByText('Saved for the next deadline: Transfers are unlimited and free. Chips can be played.')).toBeTruthy();
    expect((within(form).getByLabelText('Free transfers') as HTMLSelectElement).value).toBe('unlimited');
    expect((within(form).getByLabelText('Most free transfers banked') as HTMLSelectElement).value).toBe('5');
    expect((within(form).getByLabelText('Points per extra transfer') as HTMLInputElement).value).toBe('4');
    expect((within(form).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('(Mon 30 Nov, 00:00)')).toBeTruthy();
    expect(document.querySelector('.page-lead')?.textContent).toMatch(/^How hard the game is: .* Changes count from the next deadline \(Mon 30 Nov, 00:00\) on;/);
  });

  it('sends all four fields and says what the new rules are and from when', async () => {
    const calls = mockApi({ 'GET /api/rules/': { status: 200, body: UNLIMITED }, 'PUT /api/rules/': (body) => ({ status: 200, body }), ...DEADLINE });
    renderWithApp(routes, '/Rules');
    const form = await screen.findByRole('form', { name: 'Rules from the next deadline' });
    await screen.findByText('(Mon 30 Nov, 00:00)');
    fireEvent.change(within(form).getByLabelText('Free transfers'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Most free transfers banked'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Points per extra transfer'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('switch'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(alertText()).toContain(
        'Rules saved. They count from the deadline Mon 30 Nov, 00:00: 1 free transfer a gameweek, up to 2 banked; each extra transfer costs 6 points. Chips cannot be played.',
      ),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ free_transfers: 1, max_banked: 2, transfer_cost: 6, chips: false });
  });

  it("shows the server's 400 messages under the fields they name, and the fields keep what was typed", async () => {
    mockApi({
      'GET /api/rules/': { status: 200, body: UNLIMITED },
      'PUT /api/rules/': { status: 400, body: { detail: 'Invalid input.', errors: { transfer_cost: ['transfer_cost must be a whole number of points from 1 to 10.'] } } },
      ...DEADLINE,
    });
    renderWithApp(routes, '/Rules');
    const form = await screen.findByRole('form', { name: 'Rules from the next deadline' });
    const cost = within(form).getByLabelText('Points per extra transfer') as HTMLInputElement;
    fireEvent.change(cost, { target: { value: '11' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByText('transfer_cost must be a whole number of points from 1 to 10.')).toBeTruthy();
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    expect(cost.getAttribute('aria-describedby')).toContain(`${cost.id}-error`);
    expect(cost.value).toBe('11');
    expect(alertText()).toContain('The rules were not saved: see the fields marked below.');
  });
});
