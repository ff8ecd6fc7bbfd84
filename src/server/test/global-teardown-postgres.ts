// Jest's global teardown of the API tests on PostgreSQL: drops the run's template and leftovers (db-template.ts).
import { dropPostgresTemplate } from './db-template';

export default dropPostgresTemplate;
