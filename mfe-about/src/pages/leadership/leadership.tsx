import {
  contactsIn,
  ErrorState,
  LoadingStatus,
  Page,
  physicianPhotoUrl,
  SanitizedHtml,
  Skeleton,
  usePhysicians,
  usePracticeContacts,
} from '@site/shared';
import type { PracticeContact } from '@site/contracts/types';
import { useId } from 'react';
import { leadershipContent, type LeadershipGroup } from '../../content/leadership.ts';
import styles from './leadership.module.css';

/** A profiled leader: name and post from the contacts, photo and text from their team profile when found. */
function Leader({ leader }: { leader: PracticeContact }) {
  const nameId = useId();
  const { data: team } = usePhysicians();
  const profile = team?.find((person) => person.full_name === leader.full_name);
  const name = leader.full_name ?? leader.title;
  return (
    <article className={styles.leader} aria-labelledby={nameId}>
      <img
        className={styles.photo}
        src={physicianPhotoUrl(profile?.photo ?? null)}
        alt={name}
        width={240}
        height={300}
        decoding="async"
      />
      <div>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.role}>{leader.title}</p>
        {profile?.biography ? <SanitizedHtml html={profile.biography} /> : !team && <Skeleton height="6rem" />}
      </div>
    </article>
  );
}

function Group({ group, members }: { group: LeadershipGroup; members: PracticeContact[] }) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId}>{group.title}</h2>
      <p className={styles.groupDescription}>{group.description}</p>
      <ul className={styles.members}>
        {members.map((member) => (
          <li key={member.id}>
            <span className={styles.memberName}>{member.full_name ?? member.title}</span>
            {member.full_name && (
              <>
                {/* The layout stacks name and role; the comma keeps them apart when read aloud. */}
                <span className="visually-hidden">, </span>
                <span className={styles.memberRole}>{member.title}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Leadership (/about-us/leadership; docs/requirements.md#screens-and-routes): the profiled leaders, then the executive committee, medical
 * directors, clinical leadership and educational leadership, from GET /api/practice-contacts (docs/design.md#demo-content); a
 * leader's photo and text come from their profile in GET /api/physicians. A skeleton while the contacts load,
 * a message when there are none, an error with Retry when the call fails (docs/design.md#product-decisions). Texts:
 * src/content/leadership.ts.
 */
export function Leadership() {
  const { data, error, isValidating, mutate } = usePracticeContacts();
  const c = leadershipContent;
  let body;
  if (data) {
    const leaders = contactsIn(data, 'leaders');
    const groups = c.groups
      .map((group) => ({ group, members: contactsIn(data, group.group) }))
      .filter(({ members }) => members.length > 0);
    body =
      leaders.length + groups.length === 0 ? (
        <p>{c.empty}</p>
      ) : (
        <>
          {leaders.length > 0 && (
            <div className={styles.leaders}>
              {leaders.map((leader) => (
                <Leader key={leader.id} leader={leader} />
              ))}
            </div>
          )}
          <div className={styles.groups}>
            {groups.map(({ group, members }) => (
              <Group key={group.group} group={group} members={members} />
            ))}
          </div>
        </>
      );
  } else if (error && !isValidating) {
    body = <ErrorState title={c.errorTitle} onRetry={() => void mutate()} />;
  } else {
    body = (
      <>
        <LoadingStatus label={c.loading} />
        <Skeleton height="20rem" />
      </>
    );
  }
  return (
    <Page title="Leadership" intro={c.intro}>
      {body}
    </Page>
  );
}
