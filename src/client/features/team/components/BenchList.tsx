import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { formatMoney, type Position } from '../../../../domain';

/** A substitute as the bench lists show them. */
export interface BenchEntry {
  id: number;
  name: string;
  position: Position;
  team: string;
  priceTenths: number;
}

const SHORT: Record<Position, string> = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MID', Attacker: 'ATT' };

/**
 * The bench in order (the product rules §21), numbered from 1, each substitute with their position and
 * price, and buttons to move them one place up or down. After a move the focus follows the
 * player to their new place, so a keyboard user can keep pressing the same button.
 */
export function BenchList({
  entries,
  onMove,
  busy = false,
  actions,
  selectedId = null,
}: {
  entries: BenchEntry[];
  onMove: (id: number, by: -1 | 1) => void;
  /** A save in flight: the buttons stay focusable but do nothing. */
  busy?: boolean;
  /** More buttons for each substitute (remove, swap). */
  actions?: (entry: BenchEntry, index: number) => ReactNode;
  /** The substitute chosen for a swap, drawn as such. */
  selectedId?: number | null;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: number; by: -1 | 1 } | null>(null);

  // Moving a list item moves its DOM node, which loses the focus: give it back to the player's
  // button of the same direction, or the other one when the player reached that end.
  useLayoutEffect(() => {
    const m = moved.current;
    if (!m || !listRef.current) return;
    const at = entries.findIndex((e) => e.id === m.id);
    if (at < 0) return;
    moved.current = null;
    const atEnd = m.by === -1 ? at === 0 : at === entries.length - 1;
    const dir = atEnd ? (m.by === -1 ? 'down' : 'up') : m.by === -1 ? 'up' : 'down';
    listRef.current.querySelector<HTMLButtonElement>(`[data-move="${m.id}-${dir}"]`)?.focus();
  }, [entries]);

  function move(id: number, by: -1 | 1) {
    if (busy) return;
    moved.current = { id, by };
    onMove(id, by);
  }

  return (
    <ol className="bench__list" ref={listRef}>
      {entries.map((p, i) => (
        <li key={p.id} className={`bench__item${selectedId === p.id ? ' bench__item--selected' : ''}`}>
          <span className="bench__order" aria-hidden="true">
            {i + 1}
          </span>
          <span className="bench__who">
            <span className="bench__name">{p.name}</span>
            <span className="bench__meta">
              <span aria-hidden="true">{SHORT[p.position]} · </span>
              <span className="visually-hidden">{p.position}, </span>
              {formatMoney(p.priceTenths)}
            </span>
          </span>
          <span className="bench__actions">
            <button
              type="button"
              className="button button--small bench__move"
              data-move={`${p.id}-up`}
              aria-label={`Move ${p.name} up`}
              aria-disabled={busy || undefined}
              disabled={i === 0}
              onClick={() => move(p.id, -1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="button button--small bench__move"
              data-move={`${p.id}-down`}
              aria-label={`Move ${p.name} down`}
              aria-disabled={busy || undefined}
              disabled={i === entries.length - 1}
              onClick={() => move(p.id, 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            {actions?.(p, i)}
          </span>
        </li>
      ))}
    </ol>
  );
}
