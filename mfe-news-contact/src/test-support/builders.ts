import type { NewsItem, SiteSettings } from '@site/shared';
import { buildSettings as buildSharedSettings } from '@site/shared/fixtures';

/** A news item for tests; `overrides` replace any field. */
export function buildNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Story number ${id}`,
    intro_text: `A short introduction to story ${id}.`,
    photo_small: `story-${id}-small.webp`,
    photo_large: `story-${id}-large.webp`,
    photo_large_caption: `Caption of story ${id}.`,
    published_date: '2026-10-04',
    full_text: `<p>The full text of story ${id}.</p>`,
    ...overrides,
  };
}

/** Site settings for tests; `overrides` replace any field. */
export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    // The shared builder's facts for the fields these tests do not state.
    ...buildSharedSettings(),
    organization_name: 'Test Radiology Group',
    street_address: '100 Test Street, Suite 200',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0110',
    fax: '(937) 555-0111',
    email: 'office@test-radiology.example',
    social_url: 'https://social.example/test-radiology',
    social_name: 'Test Radiology on Social',
    billing_phone: '(937) 555-0112',
    billing_alert_text: 'Invoices may arrive by text message.',
    invoices_by_mail_date: '2025-06-01',
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    ...overrides,
  };
}
