import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  useDeleteLeagueMutation,
  useGetCurrentUserQuery,
  useGetDeadlineQuery,
  useGetLeagueQuery,
  useLeaveLeagueMutation,
  useRemoveLeagueMemberMutation,
  useRenewLeagueCodeMutation,
  type H2HStanding,
  type LeagueStanding,
} from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText, type CallError } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StandingsTable } from './StandingsTable';
import { H2hRounds, H2hTable } from './H2hLeague';
import { memberLabel } from './MemberCell';
import { shareUrl, spacedCode } from './leagueLinks';

type Member = { member_id: number; team: { name: string } | null };
type Confirming = { kind: 'remove'; member: Member } | { kind: 'delete' } | { kind: 'leave' } | { kind: 'code' } | null;

/** Copies text: the Clipboard API where the page may use it, else a selected hidden field. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

function statusOf(error: unknown): number | string | undefined {
  return (error as { status?: number | string } | undefined)?.status;
}

/** /leagues/{id}: a mini-league's table, its code and share link; the owner removes and deletes. */
export default function LeaguePage() {
  const { leagueId } = useParams();
  const id = Number(leagueId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const location = useLocation();
  const navigate = useNavigate();
  const league = useGetLeagueQuery({ id }, { skip: !valid });
  const { data: me } = useGetCurrentUserQuery();
  const nextDeadline = useGetDeadlineQuery(undefined).data?.next_deadline.slice(0, 10);
  const [removeMember, removing] = useRemoveLeagueMemberMutation();
  const [deleteLeague, deleting] = useDeleteLeagueMutation();
  const [leaveLeague, leaving] = useLeaveLeagueMutation();
  const [renewCode, renewing] = useRenewLeagueCodeMutation();
  const handedOver = (location.state as { message?: unknown } | null)?.message;
  const [message, setMessage] = useState<AlertMessage>(typeof handedOver === 'string' ? { kind: 'success', text: handedOver } : null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copied, setCopied] = useState('');
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A message handed over by the page before is shown once: a reload does not repeat it.
  useEffect(() => {
    if (typeof handedOver === 'string') navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, location.pathname, location.search, navigate]);

  if (!valid || statusOf(league.error) === 404) {
    return (
      <section className="page league-page">
        <h1>League not found</h1>
        <p className="page-lead">There is no such league: it may have been deleted.</p>
        <p>
          <Link to="/leagues">Back to my leagues</Link>
        </p>
      </section>
    );
  }
  if (statusOf(league.error) === 403) {
    return (
      <section className="page league-page">
        <h1>Members only</h1>
        <p className="page-lead">Only members can see this league. Ask a member for its code to join.</p>
        <p>
          <Link to="/leagues">Back to my leagues</Link>
        </p>
      </section>
    );
  }
  if (league.isLoading) return <p className="page">Loading...</p>;
  const data = league.data;
  if (!data) {
    return (
      <section className="page league-page">
        <h1>League</h1>
        <Alert message={{ kind: 'error', text: `Error fetching league: ${errorText(league.error)}` }} />
        <p>
          <Link to="/leagues">Back to my leagues</Link>
        </p>
      </section>
    );
  }

  const isOwner = me?.id === data.owner_id;
  const h2h = data.kind === 'h2h';
  // An h2h league has started once the next deadline is after its start date: members are fixed.
  const started = h2h && data.starts_on !== null && nextDeadline !== undefined && nextDeadline > data.starts_on;
  const link = shareUrl(data.code);

  async function copy(what: 'code' | 'link') {
    const ok = await copyText(what === 'code' ? data!.code : link);
    setCopied(ok ? (what === 'code' ? 'Code copied.' : 'Link copied.') : 'Could not copy: select it and copy by hand.');
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(''), 4000);
  }

  async function confirm() {
    if (!confirming) return;
    try {
      if (confirming.kind === 'remove') {
        await removeMember({ id: data!.id, userId: confirming.member.member_id }).unwrap();
        setMessage({ kind: 'success', text: `${memberLabel(confirming.member)} was removed from ${data!.name}.` });
        setConfirming(null);
      } else if (confirming.kind === 'code') {
        const renewed = await renewCode({ id: data!.id }).unwrap();
        setMessage({ kind: 'success', text: `${data!.name} has a new code: ${spacedCode(renewed.code)}. The old one no longer works.` });
        setConfirming(null);
      } else if (confirming.kind === 'delete') {
        await deleteLeague({ id: data!.id }).unwrap();
        navigate('/leagues', { state: { message: `${data!.name} was deleted.` } });
      } else {
        await leaveLeague({ id: data!.id }).unwrap();
        navigate('/leagues', { state: { message: `You left ${data!.name}.` } });
      }
    } catch (err) {
      setConfirming(null);
      setMessage({ kind: 'error', text: errorText(err as CallError) });
    }
  }

  const busy = removing.isLoading || deleting.isLoading || leaving.isLoading || renewing.isLoading;
  const dialog =
    confirming?.kind === 'remove'
      ? { title: 'Remove member', question: `Remove ${memberLabel(confirming.member)} from ${data.name}?`, label: 'Remove' }
      : confirming?.kind === 'delete'
        ? {
            title: 'Delete league',
            question: `Are you sure you want to delete ${data.name}? Its table goes for every member.`,
            label: 'Delete league',
          }
        : confirming?.kind === 'leave'
          ? { title: 'Leave league', question: `Leave ${data.name}? You can join again with its code.`, label: 'Leave' }
          : confirming?.kind === 'code'
            ? {
                title: 'New code',
                question: `Give ${data.name} a new code? The old code stops working; members stay, and members you removed can join again only with the new code.`,
                label: 'New code',
              }
            : null;

  return (
    <section className="page league-page">
      <p className="league-page__back">
        <Link to="/leagues">← My leagues</Link>
      </p>
      <h1>{data.name}</h1>
      <p className="page-lead">
        {h2h
          ? `Head-to-head from gameweek ${data.start_week} (${started ? 'started' : 'starts'} ${data.starts_on})`
          : `Points from gameweek ${data.start_week}`}{' '}
        · {data.standings.length} {data.standings.length === 1 ? 'member' : 'members'}
      </p>
      <Alert message={message} onDismiss={message ? () => setMessage(null) : undefined} />

      <section className="card league-page__invite" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite friends</h2>
        <div className="league-code">
          <p className="league-code__label">Code</p>
          <p className="league-code__value" aria-label={`League code ${data.code.split('').join(' ')}`}>
            {spacedCode(data.code)}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => copy('code')}>
            Copy code
          </button>
          {isOwner && (
            <button type="button" className="button button--secondary button--small" onClick={() => setConfirming({ kind: 'code' })}>
              New code
            </button>
          )}
        </div>
        <p className="league-share">
          <span className="league-share__label">Share link: </span>
          <a href={link} className="league-share__link">
            {link}
          </a>{' '}
          <button type="button" className="button button--secondary button--small" onClick={() => copy('link')}>
            Copy link
          </button>
        </p>
        <p className="form__note" role="status" aria-live="polite">
          {copied}
        </p>
      </section>

      <section className="card card--flush league-page__table" aria-labelledby="standings-heading">
        <h2 id="standings-heading" className="league-page__table-heading">
          Table
        </h2>
        {h2h ? (
          <H2hTable
            standings={data.standings as H2HStanding[]}
            myId={me?.id}
            ownerId={data.owner_id}
            canRemove={isOwner && !started}
            onRemove={(member) => setConfirming({ kind: 'remove', member })}
          />
        ) : (
          <StandingsTable
            standings={data.standings as LeagueStanding[]}
            myId={me?.id}
            ownerId={data.owner_id}
            canRemove={isOwner}
            onRemove={(member) => setConfirming({ kind: 'remove', member })}
          />
        )}
      </section>

      {h2h && (
        <section className="card league-page__matches" aria-labelledby="matches-heading">
          <h2 id="matches-heading">Matches</h2>
          <H2hRounds leagueId={data.id} startWeek={data.start_week} myId={me?.id} />
        </section>
      )}

      <div className="form__actions league-page__actions">
        {isOwner ? (
          <button type="button" className="button button--danger" onClick={() => setConfirming({ kind: 'delete' })}>
            Delete league
          </button>
        ) : started ? null : (
          <button type="button" className="button" onClick={() => setConfirming({ kind: 'leave' })}>
            Leave league
          </button>
        )}
      </div>

      {dialog && (
        <ConfirmDialog
          title={dialog.title}
          text={dialog.question}
          confirmLabel={dialog.label}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
