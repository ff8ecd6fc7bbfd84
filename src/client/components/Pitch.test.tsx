import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pitch, type PitchRow } from './Pitch';

const rows = (onClick?: () => void): PitchRow[] => [
  { key: 'GK', label: 'Goalkeeper', keeper: true, tokens: [{ key: '1', name: 'Sam', caption: '£5.0m', ariaLabel: 'Sam, Goalkeeper', onClick }] },
  { key: 'DEF', label: 'Defenders', tokens: [{ key: '2', name: 'Add', caption: 'Defender', empty: true, ariaLabel: 'Select a Defender', onClick }] },
  { key: 'ATT', label: 'Attackers', tokens: [{ key: '3', name: 'Ali', caption: '12 pts', ariaLabel: 'Ali, Attacker' }] },
];

describe('the Pitch', () => {
  it('draws the lines from the attack at the top down to the goalkeeper at the bottom', () => {
    render(<Pitch rows={rows()} />);
    const lines = screen.getAllByRole('list').map((l) => l.getAttribute('aria-label'));
    expect(lines).toEqual(['Attackers', 'Defenders', 'Goalkeeper']);
  });

  it('makes clickable tokens buttons with their accessible names, the others plain', () => {
    const onClick = jest.fn();
    render(<Pitch rows={rows(onClick)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select a Defender' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Ali, Attacker' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Ali, Attacker' })).getByText('12 pts')).toBeTruthy();
  });

  it('offers a remove button on a token when asked', () => {
    const onRemove = jest.fn();
    const withRemove: PitchRow[] = [{ key: 'GK', tokens: [{ key: '1', name: 'Sam', ariaLabel: 'Sam', onRemove }] }];
    render(<Pitch rows={withRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sam' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
