import { useState } from 'react';
import { STAT_LIMITS, type Position } from '../../../domain';
import type { PlayerSummary } from '../../api';
import { Stepper } from './Stepper';
import { rowPoints, stepped, toInt, type MatchAction, type StatField, type StatRow } from './matchDraft';
import type { RowProblem } from './matchAlerts';

const SHORT_POSITION: Record<Position, string> = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MID', Attacker: 'ATT' };

// Goals and man of the match are on every row; the rarer counts fold under "More" on a phone.
const STEPPERS: { field: StatField; label: string }[] = [
  { field: 'assists', label: 'Assists' },
  { field: 'yellow_cards', label: 'Yellows' },
  { field: 'Pen_Saves', label: 'Pen saves' },
];

/** One player's line of the match: counts, cards, clean sheet, man of the match and live points. */
export function StatRowEditor({
  row,
  player,
  problem,
  dispatch,
}: {
  row: StatRow;
  player: PlayerSummary | undefined;
  problem?: RowProblem;
  dispatch: (action: MatchAction) => void;
}) {
  const name = player?.name ?? `Player #${row.player}`;
  const points = player ? rowPoints(player.position, row) : null;
  const motm = toInt(row.MOTM) === 1;
  const set = (field: StatField, value: string) => dispatch({ type: 'stat', player: row.player, field, value });
  const toggle = (field: StatField) => set(field, toInt(row[field]) >= 1 ? '0' : '1');
  const bad = (field: StatField) => problem?.fields.includes(field) ?? false;
  // On a phone the rarer counts stay folded, unless asked for or the server found a problem there.
  const [open, setOpen] = useState(false);
  const extraId = `stat-extra-${row.player}`;
  const extras = extrasSummary(row);
  const classes = ['stat-row', problem && 'stat-row--invalid', motm && 'stat-row--motm', (open || problem) && 'stat-row--open'];
  return (
    <li className={classes.filter(Boolean).join(' ')} aria-label={name}>
      <div className="stat-row__head">
        <span className="stat-row__who">
          <span className="stat-row__name">{name}</span>
          {player && (
            <span className="stat-row__meta">
              <abbr className={`pos-tag pos-tag--${player.position.toLowerCase()}`} title={player.position}>
                {SHORT_POSITION[player.position]}
              </abbr>{' '}
              {player.team}
            </span>
          )}
        </span>
        <output className="stat-row__points" aria-label={`Points for ${name}`}>
          {points ?? '–'}
          <span className="stat-row__pts" aria-hidden="true">
            {' '}
            pts
          </span>
        </output>
        <button
          type="button"
          className="stat-row__remove"
          onClick={() => dispatch({ type: 'removePlayer', player: row.player })}
          aria-label={`Remove ${name}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="stat-row__fields">
        <Stepper
          label="Goals"
          context={name}
          value={row.goals}
          min={STAT_LIMITS.goals.min}
          max={STAT_LIMITS.goals.max}
          invalid={bad('goals')}
          onChange={(v) => set('goals', v)}
          onStep={(d) => set('goals', stepped(row.goals, d, 'goals'))}
        />
        <button
          type="button"
          className={`chip chip--motm${motm ? ' chip--on' : ''}`}
          aria-pressed={motm}
          onClick={() => dispatch({ type: 'motm', player: row.player })}
        >
          <span aria-hidden="true">
            <span className="chip__star">★</span>
            <span className="chip__word"> MOTM</span>
          </span>
          <span className="visually-hidden">Man of the match: {name}</span>
        </button>
        <button type="button" className="chip stat-row__more" aria-expanded={open} aria-controls={extraId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? 'Less' : extras || 'More'}</span>
          <span className="visually-hidden">More stats for {name}</span>
        </button>
        <div className="stat-row__extra" id={extraId}>
          {STEPPERS.map(({ field, label }) => (
            <Stepper
              key={field}
              label={label}
              context={name}
              value={row[field]}
              min={STAT_LIMITS[field].min}
              max={STAT_LIMITS[field].max}
              invalid={bad(field)}
              onChange={(v) => set(field, v)}
              onStep={(d) => set(field, stepped(row[field], d, field))}
            />
          ))}
          <div className="stat-row__toggles">
            <label className={`chip chip--red${bad('red_cards') ? ' chip--invalid' : ''}`}>
              <input type="checkbox" checked={toInt(row.red_cards) >= 1} onChange={() => toggle('red_cards')} />
              <span>Red</span>
              <span className="visually-hidden"> card for {name}</span>
            </label>
            <label className={`chip chip--cs${bad('clean_sheets') ? ' chip--invalid' : ''}`} title="Clean sheet">
              <input type="checkbox" checked={toInt(row.clean_sheets) >= 1} onChange={() => toggle('clean_sheets')} />
              <span aria-hidden="true">CS</span>
              <span className="visually-hidden">Clean sheet for {name}</span>
            </label>
          </div>
        </div>
      </div>
      {problem && (
        <p className="stat-row__problem" role="note">
          {problem.messages.join(' ')}
        </p>
      )}
    </li>
  );
}

/** The folded counts in a few letters ("A1 Y1 CS"), so a folded row still shows what it holds. */
function extrasSummary(row: StatRow): string {
  const parts = [
    toInt(row.assists) > 0 && `A${toInt(row.assists)}`,
    toInt(row.yellow_cards) > 0 && `Y${toInt(row.yellow_cards)}`,
    toInt(row.red_cards) > 0 && 'R',
    toInt(row.Pen_Saves) > 0 && `PS${toInt(row.Pen_Saves)}`,
    toInt(row.clean_sheets) > 0 && 'CS',
  ];
  return parts.filter(Boolean).join(' ');
}
