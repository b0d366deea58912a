import { telHref } from '@site/shared';
import type { PracticeContact } from '@site/contracts/types';
import styles from './contact-list.module.css';

/**
 * A training program's contacts (docs/requirements.md#screens-and-routes: program director, coordinator): role, name, and a phone and
 * e-mail link when the contact has them. `label` names the list for assistive technology.
 */
export function ContactList({ contacts, label }: { contacts: readonly PracticeContact[]; label: string }) {
  return (
    <ul className={styles.contacts} aria-label={label}>
      {contacts.map((contact) => (
        <li key={contact.id} className={styles.contact}>
          <p className={styles.role}>{contact.title}</p>
          {contact.full_name && <p className={styles.name}>{contact.full_name}</p>}
          {contact.phone && (
            <p>
              <span className="visually-hidden">Phone: </span>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
          )}
          {contact.email && (
            <p>
              <span className="visually-hidden">E-mail: </span>
              <a href={`mailto:${contact.email}`} className={styles.email}>
                {contact.email}
              </a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
