import { PRACTICE_CONTACTS_PATH, SETTINGS_PATH } from '@site/shared';
import type { PracticeContact, SiteSettings } from '@site/contracts/types';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';

/** A director and a coordinator of `group`, as GET /api/practice-contacts answers them. */
export function programContacts(group: PracticeContact['group']): PracticeContact[] {
  return [
    buildPracticeContact({
      group,
      title: 'Program Director',
      full_name: 'Dana Director, MD',
      phone: '(937) 555-0161',
      email: 'director@program.example',
    }),
    buildPracticeContact({
      group,
      title: 'Program Coordinator',
      full_name: 'Casey Coordinator',
      phone: null,
      email: 'coordinator@program.example',
    }),
  ];
}

/** The SWR fallback the shell's page data gives: the contacts and the settings under their API paths. */
export const pageData = (
  contacts: PracticeContact[],
  settings: SiteSettings = buildSettings(),
): Record<string, unknown> => ({ [PRACTICE_CONTACTS_PATH]: contacts, [SETTINGS_PATH]: settings });
