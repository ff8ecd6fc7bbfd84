import type { ReactNode } from 'react';

/** A column's header: plain text, or a label with how the column reads. */
export type Column = string | { label: ReactNode; num?: boolean };

/** A number column's header (right-aligned); with `title`, the label is an abbreviation of it. */
export const num = (label: string, title?: string): Column => ({ label: title ? <abbr title={title}>{label}</abbr> : label, num: true });

/** A column headed by words only screen readers hear (a column of buttons, say). */
export const unseen = (label: string): Column => ({ label: <span className="visually-hidden">{label}</span> });

/** The columns of a table of teams by points: rank (with its move), team, the latest gameweek's
 *  points and the total. */
export const RANKED: readonly Column[] = [num('#', 'Rank'), 'Team', num('GW', 'Latest gameweek points'), num('Points', 'Total points')];

/** The columns of a table of teams by points over a span with no "latest gameweek" of its own (a
 *  term, a closed season): rank, team and points. */
export const RANKED_POINTS: readonly Column[] = [num('#', 'Rank'), 'Team', num('Points')];

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          typeof c === 'string' ? (
            <th key={i} scope="col">
              {c}
            </th>
          ) : (
            <th key={i} scope="col" className={c.num ? 'num' : undefined}>
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A row's number cells, in order; `labels` name them where a table is drawn as cards. */
export function NumCells({ values, labels }: { values: readonly ReactNode[]; labels?: readonly string[] }) {
  return (
    <>
      {values.map((v, i) => (
        <td key={i} className="num" data-label={labels?.[i]}>
          {v}
        </td>
      ))}
    </>
  );
}

/**
 * A `.table` with a caption for screen readers, its header row and `children` as the body's rows.
 * `scroll` wraps it in a `.table-scroll` (sideways on narrow screens); a string also makes the
 * wrapper a focusable region of that name, so the keyboard can scroll it.
 */
export function DataTable({
  className,
  caption,
  columns,
  scroll,
  children,
}: {
  className: string;
  caption: ReactNode;
  columns: readonly Column[];
  scroll?: true | string;
  children: ReactNode;
}) {
  const table = (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
  if (scroll === undefined) return table;
  return typeof scroll === 'string' ? (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={scroll}>
      {table}
    </div>
  ) : (
    <div className="table-scroll">{table}</div>
  );
}
