import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '@site/contracts/types';
import { settings } from '../db/schema.ts';
import { publicSettings } from '../lib/billing-alert.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { HttpError } from '../lib/errors.ts';
import { errorResponses, publicSiteSettingsSchema } from './schemas.ts';

/**
 * GET /api/settings and /api/settings/ (docs/design.md#api, docs/design.md#demo-content): the organisation's facts as SiteSettings (name,
 * address, phones, e-mail, social link, billing alert, counts), editable data rather than literals in
 * components. `billing_alert_text` is '' outside the alert's first and last day (lib/billing-alert.ts; the
 * admin's GET /api/admin/settings keeps the stored text). The analytics endpoint is never in it, only
 * `analytics_enabled` (docs/design.md#privacy-and-analytics). Errors: 404 not_found when the settings row has not been created (seeding off), 500.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/settings',
    schema: { response: { 200: publicSiteSettingsSchema, ...errorResponses } },
    handler: async (request): Promise<SiteSettings> => {
      const [row] = await request.db.select().from(settings).where(eq(settings.id, 1));
      if (!row) throw new HttpError(404, 'not_found', 'The site settings have not been set up yet.');
      const { id: _id, ...siteSettings } = row;
      return publicSettings(siteSettings);
    },
  });
}
