import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useListPlayersQuery } from '../../../api';
import { AvailabilityWarning } from '../../../components/Availability';
import { SQUAD_SIZE, formatMoney, type SlotId } from '../../../../domain';
import { TEAM_NAME_MAX } from '../../../../domain/limits';
import { Alert, type AlertMessage } from '../../../components/Alert';
import { Pitch } from '../../../components/Pitch';
import { useDispatch, useSelector } from 'react-redux';
import { clear } from '../teamBuilderSlice';
import {
  selectBenchIds,
  selectBudgetTenths,
  selectFormation,
  selectIsComplete,
  selectPickedIds,
  selectPicks,
  selectVisibleSlots,
} from '../teamBuilderSelectors';
import { PlayerPickerModal, type PickerTarget } from './PlayerPickerModal';
import { BenchBuilder } from './BenchBuilder';
import { builderRows } from './pitchRows';

export interface Squad {
  name: string;
  players: number[];
  /** The substitutes' ids in bench order (the product rules §21). */
  bench: number[];
}

/** Captain and vice-captain chosen on the pitch (transfers), by player id. */
export interface CaptaincyChoice {
  captain: number | null;
  vice: number | null;
  onChange: (captain: number | null, vice: number | null) => void;
}

/** The pitch, bench, budget and picker shared by Create Team and Transfers. */
export function TeamBuilder({
  submitLabel,
  askName = false,
  busy,
  message,
  onDismiss,
  onSubmit,
  captaincy,
  unchanged = false,
  tools,
  note,
  stickyActions = false,
}: {
  submitLabel: string;
  captaincy?: CaptaincyChoice;
  /** Create asks for the team name; transfers keep it. */
  askName?: boolean;
  busy: boolean;
  message: AlertMessage;
  onDismiss: () => void;
  onSubmit: (squad: Squad) => void;
  /** The squad and captaincy are those already saved (transfers): nothing to update yet. */
  unchanged?: boolean;
  /** Buttons shown under the squad summary (Create Team's Auto Pick). */
  tools?: ReactNode;
  /** A line shown above the submit button (Create Team's armbands, what transfers cost). */
  note?: ReactNode;
  /** On a phone the button stays in reach at the bottom of the screen, above the tab bar. */
  stickyActions?: boolean;
}) {
  const dispatch = useDispatch();
  const picks = useSelector(selectPicks);
  const slots = useSelector(selectVisibleSlots);
  const budget = useSelector(selectBudgetTenths);
  const formation = useSelector(selectFormation);
  const complete = useSelector(selectIsComplete);
  const ids = useSelector(selectPickedIds);
  const benchIds = useSelector(selectBenchIds);
  const [picking, setPicking] = useState<PickerTarget | null>(null);
  const setOpenSlot = (slot: SlotId) => setPicking({ slot });
  // Each picked player's availability, from the players list the picker reads as well.
  const { data: players } = useListPlayersQuery();
  const availability = useMemo(() => new Map((players ?? []).map((p) => [p.id, p.availability])), [players]);
  const picked = useMemo(
    () => Object.values(picks).flatMap((p) => (p ? [{ id: p.id, name: p.name, availability: availability.get(p.id) }] : [])),
    [picks, availability],
  );
  const [name, setName] = useState('');
  const id = useId();

  const ready = complete && (!askName || name.trim() !== '') && !busy && !unchanged;
  const hint = !complete
    ? `Pick 1 goalkeeper and 10 outfield players (${ids.length}/${SQUAD_SIZE} picked).`
    : askName && name.trim() === ''
      ? 'Give your team a name.'
      : unchanged
        ? 'Nothing changed yet: make a transfer or choose a new captain.'
        : 'Your squad is complete.';
  const outfield = ids.length - (Object.entries(picks).some(([, p]) => p?.position === 'Goalkeeper') ? 1 : 0);

  // A refused save (e.g. a team name already taken) is scrolled to the middle of the screen, clear
  // of the sticky summary bar, and the name field gets the focus when it is the name's fault.
  const alertRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (message?.kind !== 'error') return;
    alertRef.current?.scrollIntoView?.({ block: 'center' });
    if (askName && /name/i.test(message.text)) nameRef.current?.focus({ preventScroll: true });
  }, [message, askName]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (ready) onSubmit({ name: name.trim(), players: ids, bench: benchIds });
  }

  return (
    <div className="builder">
      <div className="builder__summary" role="group" aria-label="Squad summary">
        <p className={`builder__budget${budget < 0 ? ' builder__budget--over' : ''}`}>
          <span className="builder__budget-label">Budget remaining</span>
          <strong className="builder__budget-value" aria-live="polite">
            {formatMoney(budget)}
          </strong>
        </p>
        <p className="builder__stat">
          <span>Players</span>
          <strong>
            {ids.length}/{SQUAD_SIZE}
          </strong>
        </p>
        <p className="builder__stat">
          <span>Formation</span>
          <strong>{outfield === 0 ? '–' : formation}</strong>
        </p>
      </div>
      {ids.length === 0 && (
        <p className="builder__rules">
          Start from 4-4-2: 1 goalkeeper, 4 defenders, 4 midfielders and 2 attackers. The extra places let you play 5
          defenders or 5 midfielders, or 3 attackers — always 10 outfield players. Tap a shirt to pick.
        </p>
      )}
      {tools}
      <AvailabilityWarning players={picked} />
      <div ref={alertRef} className="builder__alert">
        <Alert message={message} onDismiss={onDismiss} />
      </div>
      <div className="builder__body">
        <div className="builder__squad">
          <Pitch
            label="Your squad"
            rows={builderRows(slots, picks, setOpenSlot, (slot) => dispatch(clear(slot)), (id) => availability.get(id)).map((row) => ({
              ...row,
              tokens: row.tokens.map((token) => {
                const id = picks[token.key]?.id;
                if (!captaincy || id === undefined) return token;
                if (id === captaincy.captain) return { ...token, badge: 'C' as const, ariaLabel: token.ariaLabel.replace(',', ', captain,') };
                if (id === captaincy.vice) return { ...token, badge: 'V' as const, ariaLabel: token.ariaLabel.replace(',', ', vice-captain,') };
                return token;
              }),
            }))}
          />
          <BenchBuilder onAdd={() => setPicking({ bench: true })} />
        </div>
        <form className={`builder__form card form${stickyActions ? ' builder__form--sticky' : ''}`} onSubmit={submit} aria-label={submitLabel}>
          {askName && (
            <div className="field">
              <label htmlFor={`${id}-name`}>Team name</label>
              <input
                ref={nameRef}
                id={`${id}-name`}
                name="name"
                required
                maxLength={TEAM_NAME_MAX}
                value={name}
                autoComplete="off"
                onChange={(e) => setName(e.target.value)}
              />
            </div>
          )}
          {note}
          <p id={`${id}-hint`} className="builder__hint">
            {hint}
          </p>
          <button type="submit" className="button button--primary" disabled={!ready} aria-busy={busy} aria-describedby={`${id}-hint`}>
            {submitLabel}
          </button>
        </form>
      </div>
      {picking && <PlayerPickerModal target={picking} onClose={() => setPicking(null)} captaincy={captaincy} />}
    </div>
  );
}
