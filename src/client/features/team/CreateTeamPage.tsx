import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListPlayersQuery, useCreateTeamMutation } from '../../api';
import { errorText } from '../../api/errors';
import { type AlertMessage } from '../../components/Alert';
import { useDispatch, useSelector } from 'react-redux';
import { autoPick, defaultArmbands, formatMoney, toTenths, type AutoPickCandidate } from '../../../domain';
import { TeamBuilder, type Squad } from './components/TeamBuilder';
import { fillEmpty, startEmpty } from './teamBuilderSlice';
import { selectBenchIds, selectBudgetTenths, selectIsComplete, selectPickedPlayers } from './teamBuilderSelectors';

/** The armbands a new team is saved with: the manager's choice while both are still among the 11,
 *  the rest filled with the two most expensive players; `chosen` says whether any is a choice. */
function armbandsOf(eleven: { id: number; priceTenths: number; out?: boolean }[], chosen: { captain: number | null; vice: number | null }) {
  const inSquad = (id: number | null) => (id !== null && eleven.some((p) => p.id === id) ? id : null);
  let captain = inSquad(chosen.captain);
  let vice = inSquad(chosen.vice);
  const byPrice = defaultArmbands(eleven);
  const fallback = [byPrice.captain, byPrice.vice, ...eleven.map((p) => p.id)].filter((id): id is number => id !== null);
  const picked = captain !== null || vice !== null;
  if (captain === null) captain = fallback.find((id) => id !== vice) ?? null;
  if (vice === null) vice = fallback.find((id) => id !== captain) ?? null;
  return { captain, vice, picked };
}

export default function CreateTeamPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const { data: players } = useListPlayersQuery();
  const eleven = useSelector(selectPickedPlayers);
  const benchIds = useSelector(selectBenchIds);
  const budget = useSelector(selectBudgetTenths);
  const complete = useSelector(selectIsComplete);
  const [chosen, setChosen] = useState<{ captain: number | null; vice: number | null }>({ captain: null, vice: null });
  // Who cannot play (injured, suspended, unavailable) gets an armband only when too few others can.
  const armbands = useMemo(() => {
    const status = new Map((players ?? []).map((p) => [p.id, p.availability.status]));
    const out = (id: number) => ['injured', 'suspended', 'unavailable'].includes(status.get(id) ?? 'available');
    return armbandsOf(eleven.map((p) => ({ ...p, out: out(p.id) })), chosen);
  }, [eleven, chosen, players]);

  useEffect(() => {
    dispatch(startEmpty());
  }, [dispatch]);

  function autoFill() {
    setMessage(null);
    const candidates: AutoPickCandidate[] = (players ?? []).flatMap((p) => {
      const priceTenths = toTenths(p.price);
      return priceTenths === null
        ? []
        : [{ id: p.id, position: p.position, priceTenths, formTenths: Math.round(p.form * 10), retired: p.retired, status: p.availability.status }];
    });
    const result = autoPick(eleven, candidates, budget, [...eleven.map((p) => p.id), ...benchIds]);
    if (!result) {
      setMessage({
        kind: 'error',
        text: `No valid squad fits the ${formatMoney(budget)} left with the players available. Remove a player or two and try again.`,
      });
      return;
    }
    const byId = new Map((players ?? []).map((p) => [p.id, p]));
    dispatch(fillEmpty(result.players.flatMap((c) => byId.get(c.id) ?? [])));
  }

  async function save(squad: Squad) {
    setMessage(null);
    // The bench is sent only when there is one: a team without one is made as it always was.
    const { bench, ...eleven } = squad;
    const captaincy = { captain: armbands.captain, vice_captain: armbands.vice };
    const result = await createTeam({ newTeam: bench.length > 0 ? { ...squad, ...captaincy } : { ...eleven, ...captaincy } });
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else navigate('/Team');
  }

  const nameOf = (id: number | null) => eleven.find((p) => p.id === id)?.name ?? 'none';
  return (
    <section className="page team-page">
      <h1>Create your team</h1>
      <p className="team-page__intro">
        Pick a goalkeeper and ten outfield players within £100.0m. Tap a shirt to choose a player, or Auto Pick to fill the
        empty places by form.
      </p>
      <TeamBuilder
        submitLabel="Create Team"
        askName
        busy={isLoading}
        message={message}
        onDismiss={() => setMessage(null)}
        onSubmit={save}
        captaincy={{ captain: armbands.captain, vice: armbands.vice, onChange: (captain, vice) => setChosen({ captain, vice }) }}
        tools={
          <div className="builder__tools">
            <button type="button" className="button button--secondary" onClick={autoFill} disabled={complete || !players}>
              Auto Pick
            </button>
            <span className="builder__tools-note">Fills the empty places with the best form that fits the budget.</span>
          </div>
        }
        note={
          eleven.length > 0 && (
            <p className="builder__armbands" aria-live="polite">
              Captain (C): <strong>{nameOf(armbands.captain)}</strong>, vice-captain (V): <strong>{nameOf(armbands.vice)}</strong>
              {armbands.picked ? '.' : ' — your two most expensive players who can play. Tap a player to change.'}
            </p>
          )
        }
      />
    </section>
  );
}
