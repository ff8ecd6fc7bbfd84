// Jest's global setup of the API tests on the embedded database: their migrated template (db-template.ts).
import { makePgliteTemplate } from './db-template';

export default makePgliteTemplate;
