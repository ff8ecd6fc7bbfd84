import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { POSITIONS, formatMoney, formatPrice, slotPosition, toTenths, type Position, type SlotId } from '../../../../domain';
import { useListPlayersQuery, type Player } from '../../../api';
import { errorText } from '../../../api/errors';
import { Modal } from '../../../components/Modal';
import { AvailabilityFlag, isFlagged } from '../../../components/Availability';
import { EMPTY_PLAYER_QUERY, PlayerSearch, matchesPlayerQuery, sidesOf } from '../../../components/PlayerSearch';
import { useDispatch, useSelector } from 'react-redux';
import { addToBench, clear, pick } from '../teamBuilderSlice';
import { selectBench, selectBudgetTenths, selectPicks } from '../teamBuilderSelectors';
import { selectTitle } from './pitchRows';
import type { CaptaincyChoice } from './TeamBuilder';

/** How the picker orders players: most points first unless the user chooses otherwise. */
export type PickerSort = 'points' | 'form' | 'price-high' | 'price-low';

const SORTS: { value: PickerSort; label: string }[] = [
  { value: 'points', label: 'Points (most first)' },
  { value: 'form', label: 'Form (best first)' },
  { value: 'price-high', label: 'Price (highest first)' },
  { value: 'price-low', label: 'Price (lowest first)' },
];

/** Who the "hide unavailable" switch hides: injured, suspended or unavailable (doubtful stay). */
const cannotPlay = (p: Player) => ['injured', 'suspended', 'unavailable'].includes(p.availability.status);

const byName = (a: Player, b: Player) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export function sortPlayers(players: Player[], sort: PickerSort): Player[] {
  const key: Record<PickerSort, (p: Player) => number> = {
    points: (p) => -p.points,
    form: (p) => -p.form,
    'price-high': (p) => -p.price,
    'price-low': (p) => p.price,
  };
  return [...players].sort((a, b) => key[sort](a) - key[sort](b) || byName(a, b));
}

/** What the picker fills: a slot of the 11, or the next place on the bench (any position). */
export type PickerTarget = { slot: SlotId } | { bench: true };

/** 'Select a {position}' (docs/rules.md §2, with "an" before a vowel): the players of the slot's
 *  position to choose from, with points, form and price, sorted and filtered. For the bench,
 *  'Select a substitute': players of every position (the product rules §21), from the same budget. */
export function PlayerPickerModal({ target, onClose, captaincy }: { target: PickerTarget; onClose: () => void; captaincy?: CaptaincyChoice }) {
  const slot = 'slot' in target ? target.slot : null;
  const position = slot === null ? null : slotPosition(slot);
  const dispatch = useDispatch();
  const picks = useSelector(selectPicks);
  const bench = useSelector(selectBench);
  const budget = useSelector(selectBudgetTenths);
  const { data: players, error, isLoading } = useListPlayersQuery();
  const [query, setQuery] = useState(EMPTY_PLAYER_QUERY);
  const [sort, setSort] = useState<PickerSort>('points');
  const [hideOut, setHideOut] = useState(false);
  const [onlyPosition, setOnlyPosition] = useState<Position | ''>('');
  const [notice, setNotice] = useState('');
  const sortId = useId();
  const positionId = useId();
  const listId = useId();
  const current = slot === null ? undefined : picks[slot];

  const ofPosition = useMemo(
    () => (players ?? []).filter((p) => (position === null || p.position === position) && !p.retired),
    [players, position],
  );
  const shown = sortPlayers(
    ofPosition.filter(
      (p) => matchesPlayerQuery(p, query) && !(hideOut && cannotPlay(p)) && (onlyPosition === '' || p.position === onlyPosition),
    ),
    sort,
  );
  const pickedIds = new Set(Object.values(picks).map((p) => p?.id));
  const benchIds = new Set(bench.map((p) => p.id));
  // Money free for this slot: the budget plus the refund of the player it holds now.
  const available = budget + (current?.priceTenths ?? 0);

  function choose(p: Player) {
    if ((toTenths(p.price) ?? Infinity) > available) {
      setNotice(`Not enough budget for ${p.name}: ${formatMoney(available)} left.`);
      return; // the reducer would ignore it too (docs/rules.md §2: the budget never goes below 0)
    }
    dispatch(slot === null ? addToBench(p) : pick({ slot, player: p }));
    onClose();
  }

  function makeCaptain(role: 'captain' | 'vice') {
    if (!captaincy || !current) return;
    let { captain, vice } = captaincy;
    if (role === 'captain') {
      if (vice === current.id) vice = captain;
      captain = current.id;
    } else {
      if (captain === current.id) captain = vice;
      vice = current.id;
    }
    captaincy.onChange(captain, vice);
    onClose();
  }

  const title = position === null ? 'Select a substitute' : selectTitle(position);
  return (
    <Modal title={title} onClose={onClose}>
      <p className="picker__budget">
        Budget remaining: <strong>{formatMoney(budget)}</strong>
      </p>
      {current && (
        <div className="picker__current">
          <span>
            In this slot: <strong>{current.name}</strong>
            {captaincy?.captain === current.id && ' (captain)'}
            {captaincy?.vice === current.id && ' (vice-captain)'}
          </span>
          <div className="picker__current-actions">
            {captaincy && (
              <>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={captaincy.captain === current.id}
                  onClick={() => makeCaptain('captain')}
                >
                  Make captain
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={captaincy.vice === current.id}
                  onClick={() => makeCaptain('vice')}
                >
                  Make vice-captain
                </button>
              </>
            )}
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                if (slot !== null) dispatch(clear(slot));
                onClose();
              }}
            >
              Remove {current.name}
            </button>
          </div>
        </div>
      )}
      {ofPosition.length > 0 && (
        <div className="picker__controls">
          <PlayerSearch query={query} onChange={setQuery} sides={sidesOf(ofPosition)} />
          {position === null && (
            <div className="player-search__field picker__sort">
              <label htmlFor={positionId}>Position</label>
              <select id={positionId} value={onlyPosition} onChange={(e) => setOnlyPosition(e.target.value as Position | '')}>
                <option value="">All positions</option>
                {POSITIONS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="player-search__field picker__sort">
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as PickerSort)}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <label className="picker__hide">
            <input type="checkbox" checked={hideOut} onChange={(e) => setHideOut(e.target.checked)} /> Hide unavailable players
          </label>
        </div>
      )}
      <p className="picker__notice" role="status">
        {notice}
      </p>
      {isLoading && <p>Loading...</p>}
      {error && <p className="picker__error">Error fetching players: {errorText(error)}</p>}
      {players && ofPosition.length === 0 && (
        <p className="picker__empty">{position === null ? 'No players available' : 'No players available for this position'}</p>
      )}
      {ofPosition.length > 0 && shown.length === 0 && <p className="picker__empty">No players match your search.</p>}
      <ul className="picker__list" aria-label={position === null ? 'Players' : `${position}s`}>
        {shown.map((p) => {
          const onBench = benchIds.has(p.id);
          const taken = pickedIds.has(p.id) || onBench;
          const tooDear = !taken && (toTenths(p.price) ?? Infinity) > available;
          return (
            <li key={p.id} className="picker__item">
              <button
                type="button"
                className={`picker__player${taken ? ' picker__player--taken' : ''}${tooDear ? ' picker__player--dear' : ''}`}
                disabled={taken}
                onClick={() => choose(p)}
                aria-describedby={`${listId}-${p.id}`}
              >
                <span className="picker__label">{`${p.name} - £${formatPrice(p.price)}m`}</span>{' '}
                {/* The numbers are read as the button's description; its name stays the spec's 'name - £price m'. */}
                <span className="picker__numbers" aria-hidden="true">
                  <span className="picker__number">{p.points} pts</span>
                  <span className="picker__number">form {p.form}</span>
                  <span className="picker__number">{p.selected_by_percent}% picked</span>
                </span>{' '}
                <span className="picker__meta">
                  {position === null && <span className="picker__side">{p.position}</span>}
                  {position === null && ' '}
                  <span className="picker__side">{p.team}</span>
                  {taken && <Tag text={onBench ? 'On your bench' : 'In your team'} />}
                  {tooDear && <Tag text="Over budget" />}
                </span>
                {isFlagged(p.availability) && (
                  <>
                    <span className="visually-hidden">, </span>
                    <AvailabilityFlag availability={p.availability} className="picker__flag" />
                  </>
                )}
              </button>
              <span id={`${listId}-${p.id}`} className="visually-hidden">
                {`${p.points} points, form ${p.form}, selected by ${p.selected_by_percent}%`}
              </span>
              <Link className="picker__info" to={`/player/${p.id}`} aria-label={`${p.name}: season match by match`}>
                <span aria-hidden="true">i</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

function Tag({ text }: { text: string }) {
  return (
    <>
      <span className="visually-hidden">, </span>
      <span className="picker__tag">{text}</span>
    </>
  );
}
