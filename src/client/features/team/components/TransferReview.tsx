import { formatMoney } from '../../../../domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface ReviewPlayer {
  id: number;
  name: string;
}

/**
 * The last step of a transfer: who goes out and who comes in, the bench and the captaincy if
 * they changed, the budget left and the gameweek the change counts from, then Confirm or Back.
 */
export function TransferReview({
  out,
  in: incoming,
  captaincy,
  bench = null,
  budgetLeftTenths,
  countsFrom,
  busy,
  onConfirm,
  onBack,
}: {
  out: ReviewPlayer[];
  in: ReviewPlayer[];
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
  const n = incoming.length;
  const text = n === 0 ? 'No players change.' : `${n} ${n === 1 ? 'transfer' : 'transfers'}.`;
  return (
    <ConfirmDialog title="Review your transfers" text={text} confirmLabel="Confirm transfers" cancelLabel="Back" danger={false} busy={busy} onConfirm={onConfirm} onCancel={onBack}>
      <dl className="transfer-review">
        {n > 0 && (
          <>
            <div>
              <dt>Out</dt>
              <dd>{out.map((p) => p.name).join(', ')}</dd>
            </div>
            <div>
              <dt>In</dt>
              <dd>{incoming.map((p) => p.name).join(', ')}</dd>
            </div>
          </>
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
