import { useDeferredValue } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMostRecentSnapshotQuery, useGetMyTeamQuery, useListGameWeeksQuery, useListTeamSnapshotsQuery, type TeamSnapshot } from '../../api';
import { Alert } from '../../components/Alert';
import { useNavPlace } from '../../components/NavPlace';
import { TeamTabs } from '../../components/TeamTabs';
import { useHasSession } from '../../session/hooks';
import { errorText } from '../../api/errors';
import { SnapshotPitch } from './SnapshotPitch';
import { SnapshotBench } from './SnapshotBench';
import { substitutionRoles } from './substitutions';
import { CHIP_WORDS } from '../../utils/chips';
import { NO_GAME_WEEK, NO_RECENT_SNAPSHOT, gameWeekIdOf, snapshotOf, weekNavigation } from './snapshotWeek';

/** /team/:teamId and /team/:teamId/:week: any team's squad and points per gameweek, the most
 *  recent one unless the address names a week (so a week can be shared, and Back walks the weeks).
 *  For one's own team it is the Points view, one tab away from Pick team (docs/rules.md §15). */
export default function TeamSnapshotPage() {
  const { teamId, week } = useParams();
  const ownTeamId = useOwnTeamId();
  const id = Number(teamId);
  const own = ownTeamId !== null && ownTeamId === id;
  // One's own team's Points view is part of "Team" (its header link and tab are current).
  useNavPlace(own ? 'team' : null);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  const chosen = week === undefined ? null : Number(week);
  if (chosen !== null && (!Number.isInteger(chosen) || chosen < 1)) return <NotFound text={NO_GAME_WEEK} ownTeamId={own ? id : null} />;
  // A new team starts again at its own most recent week.
  return <TeamSnapshot key={id} teamId={id} chosenWeek={chosen} own={own} />;
}

/** The signed-in user's team id (null for a visitor or a user without a team). */
function useOwnTeamId(): number | null {
  const hasSession = useHasSession();
  const { data } = useGetMyTeamQuery(hasSession ? undefined : skipToken);
  return hasSession ? (data?.id ?? null) : null;
}

function NotFound({ text = NO_RECENT_SNAPSHOT, ownTeamId = null }: { text?: string; ownTeamId?: number | null }) {
  return (
    <section className="page snapshot">
      {ownTeamId !== null && <TeamTabs teamId={ownTeamId} current="points" />}
      <h1>Team snapshot</h1>
      <Alert message={{ kind: 'error', text }} />
      <p>
        <Link to="/">Back to the league table</Link>
      </p>
    </section>
  );
}

type WeekView = { status: 'loading' } | { status: 'ready'; snapshot: TeamSnapshot } | { status: 'failed'; message: string };

/** A week other than the latest: its gameweek id by number, then the team's snapshot for it. */
function usePastWeek(teamId: number, week: number | null): WeekView {
  const gameWeeks = useListGameWeeksQuery(week === null ? skipToken : { week });
  let gameWeekId: number | undefined;
  let missing: string | undefined;
  if (gameWeeks.currentData) {
    try {
      gameWeekId = gameWeekIdOf(gameWeeks.currentData);
    } catch (e) {
      missing = (e as Error).message;
    }
  }
  const snapshots = useListTeamSnapshotsQuery(gameWeekId === undefined ? skipToken : { teamId, gameWeekId });
  if (gameWeeks.error) return { status: 'failed', message: errorText(gameWeeks.error) };
  if (missing) return { status: 'failed', message: missing };
  if (snapshots.error) return { status: 'failed', message: errorText(snapshots.error) };
  if (!snapshots.currentData) return { status: 'loading' };
  try {
    return { status: 'ready', snapshot: snapshotOf(snapshots.currentData) };
  } catch (e) {
    return { status: 'failed', message: (e as Error).message };
  }
}

function TeamSnapshot({ teamId, chosenWeek, own }: { teamId: number; chosenWeek: number | null; own: boolean }) {
  const recent = useGetMostRecentSnapshotQuery({ teamId });
  const navigate = useNavigate();
  // Each step is a new address: Back walks the weeks again, and a week can be shared.
  const setChosenWeek = (week: number) => navigate(`/team/${teamId}/${week}`);
  const latest = recent.data;
  const latestWeek = latest?.game_week.week;
  const pastWeek = chosenWeek !== null && chosenWeek !== latestWeek ? chosenWeek : null;
  const past = usePastWeek(teamId, pastWeek);
  // The pitch is drawn as a deferred update, in short slices rather than one long task.
  const ready = useDeferredValue(!recent.isLoading);

  const tabs = own ? <TeamTabs teamId={teamId} current="points" /> : null;
  if (!ready) {
    return (
      <section className="page snapshot">
        {tabs}
        <p>Loading...</p>
      </section>
    );
  }
  if (!latest || latestWeek === undefined) return <NotFound ownTeamId={own ? teamId : null} />;

  const week = pastWeek ?? latestWeek;
  const view: WeekView = pastWeek === null ? { status: 'ready', snapshot: latest } : past;
  const { canGoBack, canGoForward } = weekNavigation(week, latestWeek);
  const teamName = view.status === 'ready' ? view.snapshot.team.name : latest.team.name;

  return (
    <section className="page snapshot" aria-labelledby="snapshot-team">
      {tabs}
      <header className="snapshot__head">
        <h1 id="snapshot-team" className="snapshot__team">
          {teamName}
        </h1>
        <nav className="snapshot__nav" aria-label="Gameweeks">
          <button
            type="button"
            className="button snapshot__step"
            onClick={() => setChosenWeek(week - 1)}
            disabled={!canGoBack}
          >
            <span aria-hidden="true">‹ </span>Previous
          </button>
          <h2 className="snapshot__week" aria-live="polite">
            Gameweek {week}
          </h2>
          <button
            type="button"
            className="button snapshot__step"
            onClick={() => setChosenWeek(week + 1)}
            disabled={!canGoForward}
          >
            Next<span aria-hidden="true"> ›</span>
          </button>
        </nav>
      </header>
      {view.status === 'loading' && <p className="snapshot__status">Loading...</p>}
      {view.status === 'failed' && <Alert message={{ kind: 'error', text: view.message }} />}
      {view.status === 'ready' && <WeekPoints snapshot={view.snapshot} week={week} />}
    </section>
  );
}

/** A ready week: its points, the eleven on the pitch, the bench and who came on for whom. */
function WeekPoints({ snapshot, week }: { snapshot: TeamSnapshot; week: number }) {
  const roles = substitutionRoles(snapshot);
  return (
    <>
      <p className="snapshot__points">
        <span className="snapshot__points-label">Weekly points</span>
        <span className="snapshot__points-value">{snapshot.weekly_points}</span>
      </p>
      <WeekDecisions snapshot={snapshot} />
      <SnapshotPitch players={snapshot.players} week={week} captain={snapshot.captain} viceCaptain={snapshot.vice_captain} roles={roles} />
      <SnapshotBench bench={snapshot.bench ?? []} roles={roles} />
      <p className="snapshot__more">
        <Link to={`/gameweek/${week}`}>Gameweek {week} summary</Link>
      </p>
    </>
  );
}

const count = (n: number) => `${n} ${n === 1 ? 'transfer' : 'transfers'}`;

/** The week's transfers and what they cost ("-4 pts, 3 transfers"), and the chip played (the
 *  product rules §22); nothing when the week had neither. */
function WeekDecisions({ snapshot }: { snapshot: TeamSnapshot }) {
  const transfers = snapshot.transfers ?? 0;
  const cost = snapshot.transfer_cost ?? 0;
  const chip = snapshot.chip ?? null;
  if (transfers === 0 && cost === 0 && !chip) return null;
  return (
    <dl className="snapshot__decisions">
      {(transfers > 0 || cost > 0) && (
        <div className={cost > 0 ? 'snapshot__decision snapshot__decision--cost' : 'snapshot__decision'}>
          <dt>Transfers</dt>
          <dd>{cost > 0 ? `-${cost} pts, ${count(transfers)}` : `${count(transfers)}, free`}</dd>
        </div>
      )}
      {chip && (
        <div className="snapshot__decision snapshot__decision--chip">
          <dt>Chip</dt>
          <dd>{CHIP_WORDS[chip].name}</dd>
        </div>
      )}
    </dl>
  );
}
