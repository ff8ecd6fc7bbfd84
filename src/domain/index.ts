// The pure rules shared by the client and the server. No I/O, no framework imports.
export * from './positions';
export * from './money';
export * from './squad';
export * from './slots';
export * from './scoring';
export * from './snapshots';
export * from './gameweeks';
export * from './fixtures';
export * from './leagues';
export * from './limits';
export * from './problems';
export * from './names';
export * from './seasons';
export * from './availability';
export * from './rules';
export * from './lms';
export * from './bench';
