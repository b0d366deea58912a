import type { ContactForm, ContactResponse } from '@site/contracts/types';
import { postJson } from './fetch-json.ts';

/** The contact call's path, kept from the original site (docs/requirements.md#api-calls). */
const CONTACT_PATH = '/api/utilities/contact.php';

/** Sends the contact form; returns `{response}` (truthy means stored). Throws ApiError with field messages on 400. */
export const submitContact = (form: ContactForm): Promise<ContactResponse> =>
  postJson<ContactResponse>(CONTACT_PATH, form);
