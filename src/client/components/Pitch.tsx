import type { ReactNode } from 'react';

/** One player (or empty place) on the pitch. */
export interface PitchToken {
  key: string;
  /** The big line under the shirt: a player's name, or e.g. 'Add' for an empty place. */
  name: string;
  /** The small line under the name: a price, points, a position. */
  caption?: ReactNode;
  /** A shorter caption for phones (e.g. 'MID' for 'Midfielder'). */
  shortCaption?: string;
  /** Makes the token a button. */
  onClick?: () => void;
  /** An empty place: drawn as a dashed outline with a plus. */
  empty?: boolean;
  /** The accessible name of the token (its button, or its list item). */
  ariaLabel: string;
  /** The player's side in the club ("Men's 1st", "Women's 1st"): the shirt tells them apart. */
  team?: string;
  /** C for the captain, V for the vice-captain, drawn on the shirt (say it in ariaLabel too). */
  badge?: 'C' | 'V';
  /** A small remove button on the token's corner. */
  onRemove?: () => void;
  removeLabel?: string;
  /** A player who is not available: a mark on the shirt, the status under the name, and the
   *  whole flag in words ("Injured until 12/12/2026: knee") in the title and accessible name. */
  flag?: { status: string; label: string; words: string };
  /** A line under the caption about a substitution ("Off", "On for ..."), in words for everyone. */
  note?: { text: string; kind: 'off' | 'on' };
  /** Drawn faded: a starter whose points did not count (replaced by a substitute). */
  muted?: boolean;
  /** A swap in progress: the player chosen first ('selected'), or one that can be tapped to
   *  complete it ('choose'). */
  highlight?: 'selected' | 'choose';
}

/** The side of a club team by its name: women's teams wear striped shirts marked W, men's plain
 *  ones marked M (told apart by pattern and letter, not by colour alone). */
export function sideOfTeam(team: string | undefined): 'men' | 'women' | null {
  if (!team) return null;
  if (/wom[ae]n|ladies|girls/i.test(team)) return 'women';
  if (/\b(men|man|boys)\b/i.test(team) || /\bmen'?s\b/i.test(team)) return 'men';
  return null;
}

/** One line of the formation; rows are given from the own goal (GK) up to the attack. */
export interface PitchRow {
  key: string;
  label?: string;
  /** Goalkeepers wear a different shirt. */
  keeper?: boolean;
  tokens: PitchToken[];
}

/** A football pitch seen from above, the own goal at the bottom, with the team on it. */
export function Pitch({ rows, label = 'Pitch' }: { rows: PitchRow[]; label?: string }) {
  return (
    <section className="pitch" aria-label={label}>
      <div className="pitch__markings" aria-hidden="true">
        <span className="pitch__halfway" />
        <span className="pitch__circle" />
        <span className="pitch__spot" />
        <span className="pitch__box pitch__box--top" />
        <span className="pitch__six pitch__six--top" />
        <span className="pitch__arc pitch__arc--top" />
        <span className="pitch__box pitch__box--bottom" />
        <span className="pitch__six pitch__six--bottom" />
        <span className="pitch__arc pitch__arc--bottom" />
      </div>
      <div className="pitch__rows">
        {[...rows].reverse().map((row) => (
          <ul key={row.key} className="pitch__row" aria-label={row.label ?? row.key}>
            {row.tokens.map((token) => (
              <li key={token.key} className="pitch__cell">
                <Token token={token} keeper={row.keeper ?? false} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

function Token({ token, keeper }: { token: PitchToken; keeper: boolean }) {
  const side = token.empty ? null : sideOfTeam(token.team);
  const classes = [
    'token',
    keeper ? 'token--keeper' : '',
    token.empty ? 'token--empty' : '',
    side ? `token--${side}` : '',
    token.muted ? 'token--muted' : '',
    token.highlight ? `token--${token.highlight}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const face = (
    <>
      <Shirt empty={token.empty ?? false} side={side} />
      {token.flag && (
        <span className={`token__flag token__flag--${token.flag.status}`} aria-hidden="true">
          !
        </span>
      )}
      {token.badge && (
        <span className={`token__badge token__badge--${token.badge === 'C' ? 'captain' : 'vice'}`} aria-hidden="true">
          {token.badge}
        </span>
      )}
      <span className="token__name">
        <span className="token__name-text" title={token.name}>
          {token.name}
        </span>
      </span>
      {token.caption !== undefined && (
        <span className="token__caption">
          {token.shortCaption ? (
            <>
              <span className="token__caption-long">{token.caption}</span>
              <span className="token__caption-short" aria-hidden="true">
                {token.shortCaption}
              </span>
            </>
          ) : (
            token.caption
          )}
        </span>
      )}
      {token.flag && (
        <span className={`token__status token__status--${token.flag.status}`} title={token.flag.words}>
          {token.flag.label}
        </span>
      )}
      {token.note && <span className={`token__note token__note--${token.note.kind}`}>{token.note.text}</span>}
    </>
  );
  const ariaLabel = token.flag ? `${token.ariaLabel} (${token.flag.words})` : token.ariaLabel;
  return (
    <div className={classes}>
      {token.onClick ? (
        <button type="button" className="token__face" onClick={token.onClick} aria-label={ariaLabel}>
          {face}
        </button>
      ) : (
        <div className="token__face" role="group" aria-label={ariaLabel}>
          {face}
        </div>
      )}
      {token.onRemove && (
        <button type="button" className="token__remove" onClick={token.onRemove} aria-label={token.removeLabel ?? `Remove ${token.name}`}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

const SHIRT = 'M22 3 L10 8 L2 20 L10 26 L14 22 L14 53 L50 53 L50 22 L54 26 L62 20 L54 8 L42 3 Q32 11 22 3 Z';

function Shirt({ empty, side }: { empty: boolean; side: 'men' | 'women' | null }) {
  return (
    <svg className="token__shirt" viewBox="0 0 64 56" aria-hidden="true" focusable="false">
      <path className="token__shirt-body" d={SHIRT} />
      {side === 'women' && <path className="token__stripes" d="M24 8 V53 M32 11 V53 M40 8 V53" />}
      {empty ? (
        <path className="token__plus" d="M32 22 V42 M22 32 H42" />
      ) : (
        <path className="token__collar" d="M22 3 Q32 11 42 3" />
      )}
      {side && (
        <g className="token__side">
          <circle cx="32" cy="36" r="10" />
          <text x="32" y="40.5" textAnchor="middle">
            {side === 'women' ? 'W' : 'M'}
          </text>
        </g>
      )}
    </svg>
  );
}
