import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_ONLY_SETTINGS,
  REVISION_ENTITIES,
  SETTINGS_RECORD_ID,
  siteSettingsFormSchema,
} from '@site/contracts/schemas';
import type { StoredSiteSettings } from '@site/contracts/types';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { siteSettingsSchema } from '../../routes/schemas.ts';
import { adminOnlyChanges, auditedField, refuseUnlessAdmin } from '../lib/admin-only.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import { recordTargets } from '../lib/record-targets.ts';
import { recordRevision } from '../lib/revisions.ts';
import { changedPaths, writesChange } from '../lib/site-changed.ts';
import { answers, zodRoute } from '../lib/zod-route.ts';

type SettingsForm = z.output<typeof siteSettingsFormSchema>;

async function readSettings(db: Database): Promise<StoredSiteSettings | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) return undefined;
  const { id: _id, ...siteSettings } = row;
  return siteSettings;
}

/**
 * The audit summary of a save: the changed fields, with the new value of each admin-only one, so the log shows
 * where visitors' data was sent from then on, not only that the address changed.
 */
function settingsSummary(before: StoredSiteSettings | undefined, form: SettingsForm): string {
  const withValue = auditedField(ADMIN_ONLY_SETTINGS, form);
  const fields = before ? changedFields(before, form).map(withValue) : ['all', ...ADMIN_ONLY_SETTINGS.map(withValue)];
  return updateSummary('Site settings', fields);
}

/**
 * The site settings (docs/design.md#api, docs/design.md#demo-content: organisation name, address, phones, e-mail, social link, billing alert
 * text and date, the billing and collections companies, the payment and residency application pages, videos
 * and the presentation), under /api/admin, for editors and admins:
 * - GET /settings: StoredSiteSettings; 404 when they were never set up.
 * - PUT /settings (siteSettingsFormSchema, every field): 200 StoredSiteSettings, the shape GET /api/settings
 *   answers but with the analytics endpoint in place of `analytics_enabled`, so the public header and footer read the edit on their next load. 400 validation_failed.
 *   403 forbidden, with a message per field, when an editor's save changes an ADMIN_ONLY_SETTINGS field
 *   (the README's admin section: the web and e-mail addresses; nothing is saved); sending them unchanged is fine. Every save is
 *   in the audit log, with the new value of each admin-only field it changed; one that changes a field keeps a
 *   revision of the settings as they were (entity 'settings', id 1). Site-Changed names /api/admin/settings,
 *   /api/settings and the revisions.
 */
export async function settingsAdminRoutes(app: FastifyInstance): Promise<void> {
  writesChange(app, changedPaths(recordTargets().get(REVISION_ENTITIES.settings)!, 'save'));
  app.get('/settings', {
    schema: answers({ 200: siteSettingsSchema }),
    handler: async () => {
      const current = await readSettings(app.db);
      if (!current) throw new HttpError(404, 'not_found', 'The site settings have not been set up yet.');
      return current;
    },
  });

  app.put<{ Body: SettingsForm }>('/settings', {
    ...zodRoute({ body: siteSettingsFormSchema }, { 200: siteSettingsSchema }),
    handler: async (request) => {
      const before = await readSettings(app.db);
      // Nothing stored yet: every admin-only setting counts as changed, so only an admin sets them up.
      refuseUnlessAdmin(request.adminUser!, adminOnlyChanges(ADMIN_ONLY_SETTINGS, before, request.body));
      // The settings, their revision and the audit line are one transaction: a failure leaves none of them.
      return app.db.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values({ id: 1, ...request.body })
          .onConflictDoUpdate({ target: settings.id, set: request.body });
        const after = await readSettings(tx);
        if (before) {
          const entry = { entity: 'settings', entityId: SETTINGS_RECORD_ID, values: before, after };
          await recordRevision(tx, request.adminUser!, { ...entry, action: 'update' });
        }
        await recordAudit(tx, request.adminUser!, {
          action: 'update',
          entity: 'settings',
          summary: settingsSummary(before, request.body),
        });
        return after;
      });
    },
  });
}
