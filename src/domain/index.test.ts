import * as domain from './index';

describe('the domain module', () => {
  it('exposes the rules other code imports', () => {
    const names = [
      'POSITIONS', 'isPosition',
      'BUDGET_TENTHS', 'toTenths', 'fromTenths', 'formatMoney', 'formatPrice', 'sumTenths', 'validPriceTenths',
      'SQUAD_SIZE', 'MAX_PER_POSITION', 'formationOf', 'VALID_FORMATIONS', 'checkSquad', 'isCompleteSquad',
      'slotPosition', 'visibleSlots', 'countsFromSlots',
      'SCORING', 'matchPoints', 'STAT_LIMITS',
      'zonedDateString', 'zonedToInstant', 'weekStartOf', 'weekEndOf', 'deadlineOf', 'parseMatchDate',
      'parseDuration', 'isValidLocalDate', 'normaliseTime',
    ];
    const missing = names.filter((n) => !(n in domain));
    expect(missing).toEqual([]);
  });
});
