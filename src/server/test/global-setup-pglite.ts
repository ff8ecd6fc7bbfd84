// Jest's global setup of the API tests on the embedded database: their migrated template (db-template.ts).
import { makePgliteTemplate } from './db-template';
import { globalSetupMaking } from './global-setup';

export default globalSetupMaking(makePgliteTemplate);
