/** The captaincy of the gameweek to come, naming that gameweek: "Gameweek 12: captain Ann
 *  (points count twice), vice-captain Bea". */
export function Armbands({ captain, vice, week }: { captain: string | null; vice: string | null; week: number | null }) {
  return (
    <dl className="armbands">
      <div className="armbands__item">
        <dt>
          <span className="armbands__mark armbands__mark--captain" aria-hidden="true">
            C
          </span>
          {week === null ? 'Captain' : `Gameweek ${week} captain`}
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
