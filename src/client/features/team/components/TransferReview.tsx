import { formatMoney } from '../../../../domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { TransferPair } from '../transferCost';

export interface ReviewPlayer {
  id: number;
  name: string;
}

const who = (p: TransferPair['out']) => (p ? `${p.name} ${formatMoney(p.priceTenths)}` : null);

/**
 * The last step of a transfer: each player out with the one coming in for them (in the order they
 * went, with their prices), what the transfers cost at the next deadline and the free transfers
 * left, the bench and the captaincy if they changed, the budget left and the deadline the change
 * counts from, then Confirm or Back.
 */
export function TransferReview({
  pairs,
  cost,
  left = null,
  captaincy,
  bench = null,
  budgetLeftTenths,
  countsFrom,
  busy,
  onConfirm,
  onBack,
}: {
  pairs: TransferPair[];
  /** "2 transfers: 1 free, -4 pts.", or null while the rules load. */
  cost: string | null;
  /** "0 free transfers left", when a bank counts. */
  left?: string | null;
  /** "Captain: X, vice-captain: Y" when either changed, else null. */
  captaincy: string | null;
  /** The new bench in order when it changed (the product rules §21), else null. */
  bench?: ReviewPlayer[] | null;
  budgetLeftTenths: number;
  countsFrom: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const n = pairs.filter((p) => p.in).length;
  const text = n === 0 ? 'No players come in.' : `${n} ${n === 1 ? 'player comes' : 'players come'} in.`;
  return (
    <ConfirmDialog title="Review your transfers" text={text} confirmLabel="Confirm transfers" cancelLabel="Back" danger={false} busy={busy} onConfirm={onConfirm} onCancel={onBack}>
      {pairs.length > 0 && (
        <ol className="transfer-pairs" aria-label="Out and in">
          {pairs.map((pair, i) => (
            <li key={i} className="transfer-pairs__item">
              <span className="transfer-pairs__out">
                <span className="transfer-pairs__tag">Out</span> {who(pair.out) ?? <em>no one</em>}
              </span>
              <span className="transfer-pairs__arrow" aria-hidden="true">
                →
              </span>
              <span className="transfer-pairs__in">
                <span className="transfer-pairs__tag">In</span> {who(pair.in) ?? <em>no one</em>}
              </span>
            </li>
          ))}
        </ol>
      )}
      <dl className="transfer-review">
        {cost && (
          <div>
            <dt>Cost</dt>
            <dd className="transfer-review__cost">
              {cost}
              {left ? ` ${left[0].toUpperCase()}${left.slice(1)}.` : ''}
            </dd>
          </div>
        )}
        {bench && (
          <div>
            <dt>Bench</dt>
            <dd>{bench.length === 0 ? 'Empty' : bench.map((p, i) => `${i + 1}. ${p.name}`).join(', ')}</dd>
          </div>
        )}
        {captaincy && (
          <div>
            <dt>Armbands</dt>
            <dd>{captaincy}</dd>
          </div>
        )}
        <div>
          <dt>Budget left</dt>
          <dd>{formatMoney(budgetLeftTenths)}</dd>
        </div>
      </dl>
      {countsFrom && <p className="transfer-review__counts">{countsFrom}</p>}
    </ConfirmDialog>
  );
}
