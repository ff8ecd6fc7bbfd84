// Jest's global setup of the API tests on PostgreSQL: the run's migrated template (db-template.ts).
import { makePostgresTemplate } from './db-template';
import { globalSetupMaking } from './global-setup';

export default globalSetupMaking(makePostgresTemplate);
