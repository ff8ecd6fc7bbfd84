import { availabilityOn, availabilityWords, type Availability } from '../../domain';
import { useGetDeadlineQuery } from '../api';

/** Whether a player's flag is shown: anything but "available". */
export const isFlagged = (a: Availability | undefined): a is Availability => a !== undefined && a.status !== 'available';

/** A player's availability in words ("Injured until 12/12/2026: knee"), or nothing when available. */
export function AvailabilityFlag({ availability, className = '' }: { availability: Availability | undefined; className?: string }) {
  if (!isFlagged(availability)) return null;
  return (
    <span className={`flag flag--${availability.status} ${className}`.trim()}>
      <span className="flag__mark" aria-hidden="true">
        !
      </span>
      {availabilityWords(availability)}
    </span>
  );
}

type TeamPlayer = { id: number; name: string; availability?: Availability };

/**
 * The players of a team who will not be available at the next deadline (a status that ends
 * before it is left out), with a warning before the deadline: for the team, transfers and home
 * pages.
 */
export function AvailabilityWarning({ players }: { players: readonly TeamPlayer[] | undefined }) {
  const deadline = useGetDeadlineQuery(undefined).data;
  if (!players || !deadline) return null;
  // The deadline in the club's time with its offset: its date part is the club's date.
  const day = deadline.next_deadline.slice(0, 10);
  const out = players.filter((p) => p.availability && availabilityOn(p.availability, day).status !== 'available');
  if (out.length === 0) return null;
  return (
    <section className="availability-warning" aria-label="Players not available">
      <p className="availability-warning__title">
        {out.length === 1 ? '1 player in your team is' : `${out.length} players in your team are`} not available for the
        next deadline:
      </p>
      <ul className="availability-warning__list">
        {out.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong> <AvailabilityFlag availability={p.availability} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const STATUS_LABEL: Record<Availability['status'], string> = {
  available: 'Available',
  doubtful: 'Doubtful',
  injured: 'Injured',
  suspended: 'Suspended',
  unavailable: 'Unavailable',
};

/** The pitch's flag of a player, or undefined when available. */
export function pitchFlag(a: Availability | undefined): { status: string; label: string; words: string } | undefined {
  return isFlagged(a) ? { status: a.status, label: STATUS_LABEL[a.status], words: availabilityWords(a) } : undefined;
}
