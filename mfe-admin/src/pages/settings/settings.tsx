import { Page } from '@site/shared';
import type { StoredSiteSettings } from '@site/contracts/types';
import { REVISION_ENTITIES, SETTINGS_RECORD_ID, siteSettingsFormSchema, US_STATE_CODES } from '@site/contracts/schemas';
import { useAdmin, useAdminWrites } from '../../api/client.ts';
import { saveSettings, ADMIN_SETTINGS_PATH } from '../../api/settings.ts';
import { AdminForm } from '../../components/form/admin-form.tsx';
import { markAdminOnly, toFormValues, type FieldDef } from '../../components/form/fields.ts';
import { useAdminForm } from '../../components/form/use-admin-form.ts';
import { Loadable } from '../../components/list-states/loadable.tsx';
import { Revisions } from '../../components/revisions/revisions.tsx';

const phone = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: 'tel',
  required: true,
  width: 'half',
  hint: 'A 10-digit US number, as the site should show it: (937) 555-0100.',
});

const FIELDS: FieldDef[] = markAdminOnly('settings', [
  { name: 'organization_name', label: 'Organisation name', kind: 'text', required: true },
  { name: 'street_address', label: 'Street address', kind: 'text', required: true },
  { name: 'city', label: 'City', kind: 'text', required: true, width: 'half' },
  {
    name: 'state',
    label: 'State',
    kind: 'select',
    required: true,
    width: 'half',
    options: US_STATE_CODES.map((code) => ({ value: code, label: code })),
  },
  { name: 'zip', label: 'ZIP code', kind: 'text', required: true, width: 'half' },
  phone('phone', 'Phone'),
  phone('fax', 'Fax'),
  {
    name: 'email',
    label: 'E-mail',
    kind: 'email',
    required: true,
    width: 'half',
    hint: 'Shown to visitors; contact messages go to it unless the server sets MAIL_TO.',
  },
  { name: 'social_name', label: 'Social link text', kind: 'text', required: true, width: 'half' },
  { name: 'social_url', label: 'Social link address', kind: 'url', required: true, hint: 'Starting with https://.' },
  phone('billing_phone', 'Billing phone'),
  {
    name: 'billing_alert_text',
    label: 'Billing alert text',
    kind: 'textarea',
    required: true,
    hint: 'The message of the Billing Information popover in the header.',
  },
  {
    name: 'billing_alert_starts_on',
    label: 'Billing alert: first day',
    kind: 'date',
    width: 'half',
    hint: 'The header shows the alert from this day (New York time). Leave it blank to show it until its last day.',
  },
  {
    name: 'billing_alert_ends_on',
    label: 'Billing alert: last day',
    kind: 'date',
    width: 'half',
    hint: 'The alert shows through the end of this day (New York time). Leave it blank for no end.',
  },
  {
    name: 'invoices_by_mail_date',
    label: 'Invoices return to the mail on',
    kind: 'date',
    required: true,
    width: 'half',
  },
  {
    name: 'billing_company_since',
    label: 'Billing company since',
    kind: 'date',
    required: true,
    width: 'half',
  },
  { name: 'founded_year', label: 'Serving since (year)', kind: 'number', required: true, width: 'half' },
  { name: 'physician_count', label: 'Number of physicians', kind: 'number', required: true, width: 'half' },
  {
    name: 'physician_assistant_count',
    label: 'Number of physician assistants',
    kind: 'number',
    required: true,
    width: 'half',
  },
  {
    name: 'analytics_endpoint',
    label: 'Analytics address',
    kind: 'url',
    hint: 'Where page views are sent (https://…). Leave blank for no analytics.',
  },
  { name: 'billing_company_name', label: 'Billing company', kind: 'text', required: true, width: 'half' },
  {
    name: 'billing_company_address',
    label: 'Billing company’s mailing address',
    kind: 'textarea',
    required: true,
    hint: 'Below the company’s name, one line per line: PO box, then city, state and ZIP.',
  },
  { name: 'collections_company_name', label: 'Collections company', kind: 'text', required: true, width: 'half' },
  phone('collections_phone', 'Collections phone'),
  {
    name: 'collections_company_address',
    label: 'Collections company’s mailing address',
    kind: 'textarea',
    required: true,
    hint: 'Below the company’s name, one line per line.',
  },
  {
    name: 'payment_url',
    label: 'Online payment page',
    kind: 'url',
    required: true,
    hint: 'Where Billing Information’s Pay your bill online link goes (https://…).',
  },
  {
    name: 'residency_application_url',
    label: 'Residency application page',
    kind: 'url',
    required: true,
    hint: 'Where Radiology Residency’s application link goes (https://…).',
  },
  {
    name: 'careers_video_id',
    label: 'Career Opportunities video',
    kind: 'text',
    hint: 'A YouTube address or 11-character id. Leave blank for no video.',
  },
  {
    name: 'careers_video_text',
    label: 'Text version of the careers video',
    kind: 'textarea',
    hint: 'What the video says and shows; a blank line between paragraphs. Needed with a video.',
  },
  {
    name: 'residency_video_id',
    label: 'Radiology Residency video',
    kind: 'text',
    hint: 'A YouTube address or 11-character id. Leave blank for no video.',
  },
  {
    name: 'residency_video_text',
    label: 'Text version of the residency video',
    kind: 'textarea',
    hint: 'What the video says and shows; a blank line between paragraphs. Needed with a video.',
  },
  {
    name: 'presentation_embed_url',
    label: 'Software Upgrades presentation: embed address',
    kind: 'url',
    hint: 'The player address the page frames: the embed address Google Slides, PowerPoint, Canva or Prezi gives.',
  },
  {
    name: 'presentation_url',
    label: 'Software Upgrades presentation: page address',
    kind: 'url',
    hint: 'The same slides on a page of their own. Both addresses, or neither.',
  },
]);

/**
 * /admin/settings/ (docs/design.md#api, docs/design.md#demo-content: organisation name, address, phones, e-mail, social link, billing alert text,
 * its first and last day (optional) and the mail date, the billing and collections companies, the payment and application pages, the videos and the
 * presentation): one form over every field of StoredSiteSettings, so a save keeps the shape the header,
 * footer and popover read. The public pages read the change on their next load. Below the form, the earlier versions.
 */
export function Settings() {
  const response = useAdmin<StoredSiteSettings>(ADMIN_SETTINGS_PATH);
  return (
    <Page title="Site settings" intro="The practice’s details as the header, footer and pages show them.">
      <Loadable response={response} what="site settings">
        {(current) => <SettingsForm current={current} />}
      </Loadable>
    </Page>
  );
}

function SettingsForm({ current }: { current: StoredSiteSettings }) {
  const { send } = useAdminWrites();
  const form = useAdminForm({
    initial: toFormValues(FIELDS, current),
    schema: siteSettingsFormSchema,
    save: async (data) => {
      const saved = await saveSettings(send, data);
      form.setValues(toFormValues(FIELDS, saved));
      return 'Saved. The public pages show the change on their next load.';
    },
  });
  return (
    <>
      <AdminForm id="settings" fields={FIELDS} {...form.formProps} />
      <Revisions<StoredSiteSettings>
        entity={REVISION_ENTITIES.settings}
        id={SETTINGS_RECORD_ID}
        fields={FIELDS}
        current={current}
        onRestored={(restored) => form.setValues(toFormValues(FIELDS, restored))}
      />
    </>
  );
}
