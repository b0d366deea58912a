/**
 * jest's global setup: the migrated PGlite template every new embedded database of the run starts from
 * (docs/design.md#tests). Not needed when the suite runs on PostgreSQL.
 */
import { providePgliteTemplate } from '../../src/db/template.ts';

export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await providePgliteTemplate();
}
