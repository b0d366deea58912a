import { contactsIn, ErrorState, LoadingStatus, Skeleton, usePracticeContacts } from '@site/shared';
import type { PracticeContactGroup } from '@site/contracts/types';
import { ContactList } from '../contact-list/contact-list.tsx';
import { SectionText } from '../page-section/page-section.tsx';

/**
 * The contacts of one programme from GET /api/practice-contacts (docs/design.md#demo-content: people are data): a skeleton
 * while the list loads, `empty` when the group has nobody, an error with Retry when the call fails
 * (docs/design.md#product-decisions). `label` names the list.
 */
export function ProgramContacts({
  group,
  label,
  empty,
}: {
  group: PracticeContactGroup;
  label: string;
  empty: string;
}) {
  const { data, error, isValidating, mutate } = usePracticeContacts();
  if (data) {
    const contacts = contactsIn(data, group);
    return contacts.length > 0 ? <ContactList contacts={contacts} label={label} /> : <SectionText>{empty}</SectionText>;
  }
  if (error && !isValidating) {
    return <ErrorState title="We could not load the contacts" onRetry={() => void mutate()} />;
  }
  return (
    <>
      <LoadingStatus label="Loading the contacts…" />
      <Skeleton height="8rem" />
    </>
  );
}
