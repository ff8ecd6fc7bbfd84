import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCloseSeasonMutation, useListMensFixturesQuery, useListSeasonsQuery, useListWomensFixturesQuery } from '../../api';
import { errorText, fieldError, fieldErrorsOf } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { formatWeekdayDate } from '../../utils/dates';

/**
 * /seasons/close (staff): archives the current season and starts the next. The current season's
 * name must be typed before the button acts: closing cannot be undone. It warns of fixtures still
 * to play, and once closed goes to the archived season's page.
 */
export default function CloseSeasonPage() {
  const id = useId();
  const seasons = useListSeasonsQuery();
  const current = seasons.data?.find((s) => s.status === 'current');
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState('');
  const navigate = useNavigate();
  const men = useListMensFixturesQuery({ upcoming: true });
  const women = useListWomensFixturesQuery({ upcoming: true });
  const toPlay = [...(men.data ?? []), ...(women.data ?? [])].filter((f) => f.status === 'scheduled' && f.result_id === null).sort((a, b) => a.date.localeCompare(b.date));
  const [close, { isLoading, error, reset }] = useCloseSeasonMutation();
  const errors = fieldErrorsOf(error);
  const otherError = error && !errors.name && !errors.confirm ? errorText(error) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const closing = current;
    const result = await close({ newSeason: { name, confirm } });
    if (result.data && closing) {
      void navigate(`/seasons/${closing.id}`, { state: { message: `Season ${result.data.name} has started: season ${closing.name} is in the archive.` } });
    }
  }

  return (
    <section className="page close-season">
      <p>
        <Link to="/seasons">← All seasons</Link>
      </p>
      <h1>Close the season</h1>
      {seasons.isLoading ? (
        <p className="home__note">Loading...</p>
      ) : !current ? (
        <Alert message={{ kind: 'error', text: `Error fetching seasons: ${errorText(seasons.error)}` }} onRetry={() => void seasons.refetch()} />
      ) : (
        <form className="form card" onSubmit={submit} aria-label="Close the season">
          <p>
            This archives season <strong>{current.name}</strong> (its final table, top scorers, top points and term winners) and
            starts a new one with no gameweeks, matches or fantasy teams. Players, accounts and mini-leagues carry over. It cannot
            be undone.
          </p>
          {toPlay.length > 0 && (
            <p className="close-season__warning" role="note">
              <strong>
                {toPlay.length === 1 ? '1 fixture is' : `${toPlay.length} fixtures are`} still to play
              </strong>{' '}
              (the next on {formatWeekdayDate(toPlay[0].date)}): their matches would count in the new season, not this one.
            </p>
          )}
          <Alert message={otherError ? { kind: 'error', text: otherError } : null} onDismiss={reset} />
          <FormField
            id={`${id}-name`}
            label="New season's name"
            value={name}
            onChange={setName}
            maxLength={20}
            required
            hint="1-20 characters, e.g. 2027/28."
            error={fieldError(error, 'name')}
          />
          <FormField
            id={`${id}-confirm`}
            label={`Type the current season's name (${current.name}) to confirm`}
            value={confirm}
            onChange={setConfirm}
            autoComplete="off"
            error={fieldError(error, 'confirm')}
          />
          <div className="form__actions">
            <SubmitButton
              label="Close the season"
              busyLabel="Closing..."
              busy={isLoading}
              disabled={isLoading || confirm !== current.name || name.trim() === ''}
            />
          </div>
        </form>
      )}
    </section>
  );
}
