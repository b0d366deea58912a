/**
 * jest's global setup: the migrated PGlite template every new embedded database of the run starts from
 * (docs/design.md#tests). Made on PostgreSQL runs too: tests of the embedded database itself (its lock, its
 * directory) open PGlite there as well, and without the template each would run initdb and every migration.
 */
import { providePgliteTemplate } from '../../src/db/template.ts';

export default async function globalSetup(): Promise<void> {
  await providePgliteTemplate();
}
