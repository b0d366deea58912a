/**
 * The one rule of which fields only an admin may change (the README's admin section): every field that sends visitors,
 * applicants or their data to another address. The API refuses an editor's change of one with 403 and logs an
 * admin's with the new value; the admin screens say so beside each field. Plain text, phone numbers (each one
 * the practice's own line, as in the other lists editors keep) and YouTube video ids (the player's host is fixed)
 * stay the editors'.
 */
import type { OutreachEvent, PracticeContact, StoredSiteSettings } from '../../types/index.ts';
import { isSitePath } from '../patterns.ts';

/**
 * The admin-only fields, by the admin screen of their form ('settings', and the practice contacts' list
 * 'contacts'). In the settings: the analytics endpoint receives every page view, which the API passes on to
 * it; the e-mail address receives the contact form's messages unless MAIL_TO is set and is
 * shown to visitors; the social link and the residency application page are where visitors and applicants are
 * sent; the payment page is where patients enter their card; the presentation is framed inside a page. A
 * practice contact's e-mail address is where applicants send their CV and visitors write. An outreach event's
 * link sends visitors to a registration page elsewhere; as a page of this site (`/contact`) it sends them
 * nowhere else, so only a change of the address on another site is an admin's (outboundValue).
 */
export const ADMIN_ONLY_FIELDS = {
  settings: [
    'analytics_endpoint',
    'email',
    'payment_url',
    'presentation_embed_url',
    'presentation_url',
    'residency_application_url',
    'social_url',
  ],
  contacts: ['email'],
  outreach: ['link'],
} as const satisfies {
  settings: readonly (keyof StoredSiteSettings)[];
  contacts: readonly (keyof PracticeContact)[];
  outreach: readonly (keyof OutreachEvent)[];
};

/**
 * What an admin-only field's value sends visitors to, for deciding whether a save changes it: a page of this
 * site (isSitePath) and an empty value send them nowhere else, so both count as null; anything else as is.
 * So an editor may point an outreach link from one page of the site to another, never to or from another site.
 */
export function outboundValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && isSitePath(value) ? null : value;
}

/** The admin screens whose forms hold admin-only fields. */
export type AdminOnlyForm = keyof typeof ADMIN_ONLY_FIELDS;

/** The settings only an admin may change (an editor's save that changes one is refused with 403). */
export const ADMIN_ONLY_SETTINGS = ADMIN_ONLY_FIELDS.settings;

/** The message the API gives on each admin-only field an editor's save changed. */
export const ADMIN_ONLY_MESSAGE = 'Only an admin may change this.';

/** What the admin screens add to the hint of an admin-only field. */
export const ADMIN_ONLY_HINT = 'Only an admin may change it.';

/** The admin-only fields of the form of admin screen `form` (none for a screen without any). */
export function adminOnlyFields(form: string): readonly string[] {
  return Object.hasOwn(ADMIN_ONLY_FIELDS, form) ? ADMIN_ONLY_FIELDS[form as AdminOnlyForm] : [];
}
