import { useId, useRef, useState } from 'react';
import { usePlayChipMutation, useTakeBackChipMutation, type Chip, type MyTeam } from '../../../api';
import { errorText, type CallError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Alert, type AlertMessage } from '../../../components/Alert';
import { CHIP_WORDS } from '../../../utils/chips';


/**
 * The chips on Pick team: the one played for the next deadline's week, which can be taken back
 * before the deadline, or each chip with Play (when it can be played this week), each after a
 * confirm that says what it does. The outcome is said in the panel's own alert, where the user is.
 */
export function ChipsPanel({ team, chipsOn, deadlineWords }: { team: MyTeam; chipsOn: boolean; deadlineWords: string | null }) {
  const id = useId();
  const [play, playing] = usePlayChipMutation();
  const [takeBack, takingBack] = useTakeBackChipMutation();
  const [asking, setAsking] = useState<{ chip: Chip; action: 'play' | 'take back' } | null>(null);
  const [message, onDone] = useState<AlertMessage>(null);
  // The button tapped is gone after a chip is played or taken back: the focus goes to the panel's
  // heading, just above its message, rather than back to the top of the page.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const week = deadlineWords ? `the gameweek from the deadline ${deadlineWords}` : 'the next gameweek';
  const chips = team.chips ?? [];

  async function confirm() {
    if (!asking) return;
    const { chip, action } = asking;
    const name = CHIP_WORDS[chip].name;
    onDone(null);
    const done = action === 'play' ? await play({ chipChoice: { chip } }) : await takeBack();
    setAsking(null);
    if ('error' in done && done.error) onDone({ kind: 'error', text: errorText(done.error as CallError) });
    else onDone({ kind: 'success', text: action === 'play' ? `${name} played.` : `${name} taken back: you can play it another week.` });
    titleRef.current?.focus();
  }

  return (
    <section className="chips" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chips__title" ref={titleRef} tabIndex={-1}>
        Chips
      </h2>
      <Alert message={message} onDismiss={message ? () => onDone(null) : undefined} />
      {team.chip ? (
        <div className="chips__played">
          <p className="chips__played-text">
            <strong>{CHIP_WORDS[team.chip].name}</strong> played for {week}. {CHIP_WORDS[team.chip].does}
          </p>
          <button type="button" className="button button--secondary" onClick={() => setAsking({ chip: team.chip!, action: 'take back' })}>
            Take back {CHIP_WORDS[team.chip].name}
          </button>
        </div>
      ) : !chipsOn ? (
        <p className="chips__intro">The club has turned chips off.</p>
      ) : (
        <>
          <p className="chips__intro">Each chip once a term, for one gameweek: played now, it counts for {week}.</p>
          <ul className="chips__list">
            {chips.map(({ chip, available }) => (
              <li key={chip} className={`chips__item${available ? '' : ' chips__item--used'}`}>
                <span className="chips__name">{CHIP_WORDS[chip].name}</span>
                <span className="chips__state">{available ? 'Available' : 'Used this term'}</span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={!available}
                  aria-label={`Play ${CHIP_WORDS[chip].name}`}
                  onClick={() => setAsking({ chip, action: 'play' })}
                >
                  Play
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={asking.action === 'play' ? `Play ${CHIP_WORDS[asking.chip].name}?` : `Take back ${CHIP_WORDS[asking.chip].name}?`}
          text={
            asking.action === 'play'
              ? `${CHIP_WORDS[asking.chip].does} It is played for ${week} and can be taken back until that deadline.`
              : `${CHIP_WORDS[asking.chip].name} will not be played for ${week}${asking.chip === 'free_hit' ? ', and the squad saved under it is dropped' : ''}.`
          }
          confirmLabel={asking.action === 'play' ? `Play ${CHIP_WORDS[asking.chip].name}` : 'Take it back'}
          danger={asking.action !== 'play'}
          busy={playing.isLoading || takingBack.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
