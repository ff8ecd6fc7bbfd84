import { useMemo, useState } from 'react';
import { formatMoney, formatPrice, slotPosition, toTenths, type SlotId } from '../../../../domain';
import { useListPlayersQuery, type Player } from '../../../api';
import { errorText } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { EMPTY_PLAYER_QUERY, PlayerSearch, matchesPlayerQuery, sidesOf } from '../../../components/PlayerSearch';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { clear, pick } from '../teamBuilderSlice';
import { selectBudgetTenths, selectPicks } from '../teamBuilderSelectors';

/** 'Select a {position}' (SPEC.md section 2): the players of the slot's position to choose from. */
export function PlayerPickerModal({ slot, onClose }: { slot: SlotId; onClose: () => void }) {
  const position = slotPosition(slot);
  const dispatch = useAppDispatch();
  const picks = useAppSelector(selectPicks);
  const budget = useAppSelector(selectBudgetTenths);
  const { data: players, error, isLoading } = useListPlayersQuery();
  const [query, setQuery] = useState(EMPTY_PLAYER_QUERY);
  const [notice, setNotice] = useState('');
  const current = picks[slot];

  const ofPosition = useMemo(
    () => (players ?? []).filter((p) => p.position === position && !p.retired),
    [players, position],
  );
  const shown = ofPosition.filter((p) => matchesPlayerQuery(p, query));
  const pickedIds = new Set(Object.values(picks).map((p) => p?.id));
  // Money free for this slot: the budget plus the refund of the player it holds now.
  const available = budget + (current?.priceTenths ?? 0);

  function choose(p: Player) {
    if ((toTenths(p.price) ?? Infinity) > available) {
      setNotice(`Not enough budget for ${p.name}: ${formatMoney(available)} left.`);
      return; // the reducer would ignore it too (SPEC.md section 5)
    }
    dispatch(pick({ slot, player: p }));
    onClose();
  }

  return (
    <Modal title={`Select a ${position}`} onClose={onClose}>
      <p className="picker__budget">
        Budget remaining: <strong>{formatMoney(budget)}</strong>
      </p>
      {current && (
        <div className="picker__current">
          <span>
            In this slot: <strong>{current.name}</strong>
          </span>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              dispatch(clear(slot));
              onClose();
            }}
          >
            Remove {current.name}
          </button>
        </div>
      )}
      {ofPosition.length > 0 && (
        <PlayerSearch query={query} onChange={setQuery} sides={sidesOf(ofPosition)} />
      )}
      <p className="picker__notice" role="status">
        {notice}
      </p>
      {isLoading && <p>Loading...</p>}
      {error && <p className="picker__error">Error fetching players: {errorText(error)}</p>}
      {players && ofPosition.length === 0 && <p className="picker__empty">No players available for this position</p>}
      {ofPosition.length > 0 && shown.length === 0 && <p className="picker__empty">No players match your search.</p>}
      <ul className="picker__list" aria-label={`${position}s`}>
        {shown.map((p) => {
          const taken = pickedIds.has(p.id);
          const tooDear = !taken && (toTenths(p.price) ?? Infinity) > available;
          return (
            <li key={p.id}>
              <button
                type="button"
                className={`picker__player${taken ? ' picker__player--taken' : ''}${tooDear ? ' picker__player--dear' : ''}`}
                disabled={taken}
                onClick={() => choose(p)}
              >
                <span className="picker__label">{`${p.name} - £${formatPrice(p.price)}m`}</span>{' '}
                <span className="picker__meta">
                  <span className="picker__side">{p.team}</span>
                  {taken && <Tag text="In your team" />}
                  {tooDear && <Tag text="Over budget" />}
                </span>
              </button>
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
