import type { SiteSettings } from '@site/shared/types';

export const settings: SiteSettings = {
  organization_name: 'Riverbend Radiology Physicians',
  street_address: '410 Riverbend Parkway, Suite 200',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  phone: '(937) 555-0100',
  fax: '(937) 555-0101',
  email: 'info@riverbendradiology.example',
  social_url: 'https://www.linkedin.example/company/riverbend-radiology',
  social_name: 'LinkedIn',
  billing_phone: '(937) 555-0140',
  billing_alert_text:
    'If you receive a text message about an invoice from a number you do not recognize, it is legitimate: it comes from our billing company. If you would rather have a paper invoice, call our billing line and we will mail one to you.',
  invoices_by_mail_date: '2025-09-01',
  billing_company_since: '2015-10-01',
  founded_year: 1975,
  physician_count: 47,
  physician_assistant_count: 5,
  analytics_endpoint: '',
};
