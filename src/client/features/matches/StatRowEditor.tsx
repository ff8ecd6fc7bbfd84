import { STAT_LIMITS, type Position } from '../../../domain';
import type { PlayerSummary } from '../../api';
import { Stepper } from './Stepper';
import { rowPoints, stepped, toInt, type MatchAction, type StatField, type StatRow } from './matchDraft';
import type { RowProblem } from './matchAlerts';

const SHORT_POSITION: Record<Position, string> = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MID', Attacker: 'ATT' };

const STEPPERS: { field: StatField; label: string }[] = [
  { field: 'goals', label: 'Goals' },
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
  return (
    <li className={`stat-row${problem ? ' stat-row--invalid' : ''}${motm ? ' stat-row--motm' : ''}`} aria-label={name}>
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
          <button
            type="button"
            className={`chip chip--motm${motm ? ' chip--on' : ''}`}
            aria-pressed={motm}
            onClick={() => dispatch({ type: 'motm', player: row.player })}
          >
            <span aria-hidden="true">
              <span className="chip__star">★ </span>MOTM
            </span>
            <span className="visually-hidden">Man of the match: {name}</span>
          </button>
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
