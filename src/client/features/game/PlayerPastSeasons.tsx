import { Link } from 'react-router-dom';
import { useGetPlayerHistoryQuery } from '../../api';
import { DataTable, NumCells, num } from '../../components/Table';

/** "Past seasons" on the player page: a row per season the player has numbers in, the current one included. */
export function PlayerPastSeasons({ playerId, name }: { playerId: number; name: string }) {
  const { data } = useGetPlayerHistoryQuery({ id: playerId });
  if (!data?.length) return null;
  return (
    <section className="card" aria-labelledby="past-seasons-heading">
      <h2 id="past-seasons-heading">Past seasons</h2>
      <DataTable
        className="table season-table"
        caption={`${name}: season by season`}
        columns={['Season', num('GP', 'Games played'), num('G', 'Goals'), num('A', 'Assists'), num('CS', 'Clean sheets'), num('Pts', 'Points')]}
        scroll
      >
        {data.map((s) => (
          <tr key={s.season.id}>
            <th scope="row">
              <Link to={`/seasons/${s.season.id}`}>{s.season.name}</Link>
            </th>
            <NumCells values={[s.games_played, s.goals, s.assists, s.clean_sheets, s.points]} />
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
