import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { siteSettingsFormSchema } from '@site/shared/schemas';
import type { SiteSettings } from '@site/shared/types';
import { settings } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { siteSettingsSchema } from '../../routes/schemas.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import { answers, zodRoute } from '../lib/zod-route.ts';

type SettingsForm = z.output<typeof siteSettingsFormSchema>;

async function readSettings(app: FastifyInstance): Promise<SiteSettings | undefined> {
  const [row] = await app.db.select().from(settings).where(eq(settings.id, 1));
  if (!row) return undefined;
  const { id: _id, ...siteSettings } = row;
  return siteSettings;
}

/**
 * The site settings (DESIGN §5; issue: organisation name, address, phones, e-mail, social link, billing
 * alert text and date), under /api/admin, for editors and admins:
 * - GET /settings: SiteSettings; 404 when they were never set up.
 * - PUT /settings (siteSettingsFormSchema, every field): 200 SiteSettings, the shape GET /api/settings
 *   answers, so the public header and footer read the edit on their next load. 400 validation_failed.
 */
export async function settingsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', {
    schema: answers({ 200: siteSettingsSchema }),
    handler: async () => {
      const current = await readSettings(app);
      if (!current) throw new HttpError(404, 'not_found', 'The site settings have not been set up yet.');
      return current;
    },
  });

  app.put<{ Body: SettingsForm }>('/settings', {
    ...zodRoute({ body: siteSettingsFormSchema }, { 200: siteSettingsSchema }),
    handler: async (request) => {
      const before = await readSettings(app);
      await app.db
        .insert(settings)
        .values({ id: 1, ...request.body })
        .onConflictDoUpdate({ target: settings.id, set: request.body });
      await recordAudit(app.db, request.adminUser!, {
        action: 'update',
        entity: 'settings',
        summary: updateSummary('Site settings', before ? changedFields(before, request.body) : ['all']),
      });
      return readSettings(app);
    },
  });
}
