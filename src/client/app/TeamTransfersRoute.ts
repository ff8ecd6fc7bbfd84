// The transfers page's code, with the team builder's slice it draws from (teamBuilder.ts).
import './teamBuilder';

export { default } from '../features/team/TeamTransfersPage';
