import type { PracticeContact, PracticeContactGroup } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** The practice's people and lines, every group in one ordered list (docs/design.md#demo-content). */
export const PRACTICE_CONTACTS_PATH = '/api/practice-contacts';

/**
 * SWR hook for the practice contacts: one request and one cache entry whichever groups a page shows, so the
 * renderer records one answer for every page that names a contact.
 */
export const usePracticeContacts = () => useApi<PracticeContact[]>(PRACTICE_CONTACTS_PATH);

/** The contacts of `group`, in list order; an empty list while `contacts` is not loaded. */
export const contactsIn = (
  contacts: readonly PracticeContact[] | undefined,
  group: PracticeContactGroup,
): PracticeContact[] => (contacts ?? []).filter((contact) => contact.group === group);
