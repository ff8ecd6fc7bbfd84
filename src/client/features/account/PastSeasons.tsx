import { Link } from 'react-router-dom';
import { useGetUserHistoryQuery } from '../../api';
import { errorText } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { DataTable, NumCells, num } from '../../components/Table';

/** "Past seasons" on the account page: the user's team (opening its kept squad), points and place in
 *  each closed season. */
export function PastSeasons() {
  const history = useGetUserHistoryQuery();
  return (
    <section className="card account__section" aria-labelledby="past-seasons-heading">
      <h2 id="past-seasons-heading">Past seasons</h2>
      {history.isLoading ? (
        <p className="home__note">Loading...</p>
      ) : history.error ? (
        <Alert message={{ kind: 'error', text: `Error fetching your past seasons: ${errorText(history.error)}` }} onRetry={() => void history.refetch()} />
      ) : !history.data?.length ? (
        <p className="home__note">
          No past seasons yet: your teams of closed seasons show here. <Link to="/seasons">All seasons</Link>
        </p>
      ) : (
        <DataTable className="table season-table" caption="Your teams in past seasons" columns={['Season', 'Team', num('Points'), num('Rank')]} scroll>
          {history.data.map((h) => (
            <tr key={h.season.id}>
              <td>
                <Link to={`/seasons/${h.season.id}`}>{h.season.name}</Link>
              </td>
              <th scope="row">
                <Link to={`/seasons/${h.season.id}/teams/${h.place}`}>{h.team_name}</Link>
              </th>
              <NumCells values={[h.points, `${h.rank} of ${h.teams}`]} />
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
