import fs from 'node:fs';
import { importFixturesCsv } from '../src/server/modules/fixtures/fixtures.service';
import { UsageError, need, type Command } from './manage-command';
import { describeRecompute, recomputeAll } from '../src/server/standings/recompute';
import { closeSeason, type CloseReport } from '../src/server/modules/seasons/close.service';
import { ensureCurrentSeason } from '../src/server/modules/seasons/seasons.service';
import { makeMailer } from '../src/server/mail/mailer';
import { resolveSecret } from '../src/server/auth/tokens';
import { makeNotifier } from '../src/server/notify/setup';

/** Commands that lean on the season and fixtures services. */
export const commands: Record<string, Command> = {
  'import-fixtures': {
    usage: 'import-fixtures --side men|women FILE.csv',
    summary: 'Import fixtures (header team1,team2,location,date,time); exit 1 if any line was rejected.',
    options: { side: { type: 'string' } },
    positionals: true,
    async run({ services, values, positionals }) {
      const side = values.side;
      if (side !== 'men' && side !== 'women') throw new UsageError('--side must be men or women.');
      if (positionals.length !== 1) throw new UsageError('Name one CSV file.');
      let text: string;
      try {
        text = fs.readFileSync(positionals[0], 'utf8');
      } catch {
        throw new UsageError(`Cannot read ${positionals[0]}.`);
      }
      const report = await importFixturesCsv(services, side, text);
      console.log(`Imported ${report.imported} ${side === 'men' ? "men's" : "women's"} fixtures; ${report.already_present} already present; ${report.rejected.length} rejected.`);
      for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reason}`);
      return report.rejected.length > 0 ? 1 : 0;
    },
  },
  'send-notifications': {
    usage: 'send-notifications',
    summary: 'Send the email that is due now, once (for cron; the server also does it every NOTIFY_INTERVAL).',
    options: {},
    async run({ services }) {
      const { config } = services;
      const log = (msg: string) => console.log(msg);
      const own = { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: { name: config.clubName, address: config.mailFrom } };
      const mailer = makeMailer({ ...own, log });
      const secret = resolveSecret(config.jwtSecret, config.dataDir);
      const { notifier } = makeNotifier({ ...services, log }, mailer, secret, (msg) => console.error(msg), own);
      try {
        const r = await notifier.round();
        if (!r.ran) console.log('Another sender is running a round now; nothing done.');
        else console.log(`${r.due} reminder(s) became due; ${r.sent} sent, ${r.retried} to retry, ${r.failed} given up, ${r.skipped} no longer wanted.`);
      } finally {
        await notifier.stop(); // ends the mail thread
        mailer.close?.();
      }
    },
  },
  'load-demo': {
    usage: 'load-demo',
    summary: 'Fill an empty database with a demo season (players, matches, teams, fixtures, accounts).',
    options: {},
    async run({ services: { db, config }, database }) {
      // Loaded only when asked for: it builds the whole app in-process.
      const { loadDemoInProcess, refusalReason, summaryLines } = await import('./demo-season');
      const refusal = await refusalReason(db);
      if (refusal) throw new Error(refusal);
      console.log('Loading a demo season through the API (this takes a little while)...');
      const summary = await loadDemoInProcess(database, config, (line) => console.log(`  ${line}`));
      console.log(['', ...summaryLines(summary, config)].join('\n'));
      if (!summary.leader || summary.leader.points === 0) {
        console.error('Warning: every fantasy team has 0 points; the server did not score the matches.');
        return 1;
      }
    },
  },
  'new-season': {
    usage: 'new-season --name NAME --confirm CURRENT [--dry-run]',
    summary: "Close the current season (archived with its tables) and start the next; --confirm is the current season's name (as the staff page asks); --dry-run changes nothing.",
    options: { name: { type: 'string' }, confirm: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    async run({ services, values }) {
      const name = need(values, 'name');
      const dryRun = values['dry-run'] === true;
      // As the API: the season closed is the one the admin names, checked in the close's own
      // transaction, so a season another process started a moment ago is never closed by mistake.
      // A dry run changes nothing: without --confirm it previews closing the current season.
      const current = await ensureCurrentSeason(services);
      if (!dryRun && typeof values.confirm !== 'string') throw new UsageError(`--confirm is required: the current season's name (${current.name}).`);
      const confirm = typeof values.confirm === 'string' ? values.confirm : current.name;
      const started = Date.now();
      const report = await closeSeason(services, null, { name, confirm }, { dryRun });
      for (const line of describeClose(report, dryRun)) console.log(line);
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  },
  recompute: {
    usage: 'recompute [--dry-run]',
    summary: 'Rebuild every derived number (totals, gameweeks, snapshots, points) from the stored stats and team history.',
    options: { 'dry-run': { type: 'boolean' } },
    async run({ services: { db, config, version }, values }) {
      const started = Date.now();
      const dryRun = values['dry-run'] === true;
      const report = await recomputeAll(db, config.clubTimezone, { dryRun, version });
      console.log(`${describeRecompute(report, dryRun)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  },
};

/** What closing a season archives and clears, in a few lines for the command line. */
export function describeClose(r: CloseReport, dryRun: boolean): string[] {
  const champion = r.champion ? `${r.champion.team_name} (${r.champion.points} points)` : 'none (no teams)';
  const scorer = r.top_scorer ? `${r.top_scorer.name} (${r.top_scorer.goals} goals)` : 'none';
  return [
    `${dryRun ? 'Would close' : 'Closed'} season ${r.closed.name} and ${dryRun ? 'would start' : 'started'} ${r.next.name}.`,
    `Archived: the final table of ${r.teams} teams (champion ${champion}), top scorer ${scorer}, ${r.phases} terms, ${r.leagues} mini-league winners.`,
    `Cleared: ${r.matches} matches in ${r.game_weeks} gameweeks, every fantasy team; ${r.fixtures_archived} past fixtures moved to the archive.`,
    dryRun ? 'Dry run: nothing was changed.' : 'Players, accounts and mini-leagues carry over (player totals and league start weeks start again).',
  ];
}
