/**
 * `npm run manage -- load-demo`: fills an empty database with a believable club season, so that
 * a newcomer can log in and play at once. Everything after the accounts goes through the app's
 * own HTTP API (players, fantasy teams, matches with stat rows, transfers, fixtures), with the
 * game clock moved through the past weeks, so every derived number (player totals, gameweeks,
 * snapshots, the league table) is computed by the real server code.
 *
 * The loader talks to the API through a `call` function: the command line answers it in-process
 * with app.inject over the command's own database and clock; the test answers it over real HTTP.
 * The data is deterministic (a seeded PRNG); only the dates move with today.
 */
export * from './demo/api';
export { loadDemoSeason } from './demo/season';
export { DEMO_DOMAIN, MANAGER_EMAIL, STAFF_EMAIL, fanEmail } from './demo/club';
export { MovableClock, loadDemoInProcess, summaryLines } from './demo/inProcess';
export { refusalReason } from './demo/refusal';
