/** The captaincy of the gameweek to come, naming that gameweek: "Gameweek 12 captain" when that
 *  gameweek exists, else by its deadline ("Captain from the deadline Mon 30 Nov, 00:00"), whose
 *  week's number would be a guess. */
export function Armbands({ captain, vice, week, deadlineWords = null }: { captain: string | null; vice: string | null; week: number | null; deadlineWords?: string | null }) {
  return (
    <dl className="armbands">
      <div className="armbands__item">
        <dt>
          <span className="armbands__mark armbands__mark--captain" aria-hidden="true">
            C
          </span>
          {week !== null ? `Gameweek ${week} captain` : deadlineWords ? `Captain from the deadline ${deadlineWords}` : 'Captain'}
        </dt>
        <dd>{captain ?? 'None yet'}</dd>
      </div>
      <div className="armbands__item">
        <dt>
          <span className="armbands__mark armbands__mark--vice" aria-hidden="true">
            V
          </span>
          Vice-captain
        </dt>
        <dd>{vice ?? 'None yet'}</dd>
      </div>
    </dl>
  );
}
