import { Page, physicianPhotoUrl } from '@site/shared';
import { useId } from 'react';
import { leadershipContent, type LeaderProfile, type LeadershipGroup } from '../../content/leadership.ts';
import styles from './leadership.module.css';

function Leader({ leader }: { leader: LeaderProfile }) {
  const nameId = useId();
  return (
    <article className={styles.leader} aria-labelledby={nameId}>
      <img
        className={styles.photo}
        src={physicianPhotoUrl(leader.photo)}
        alt={leader.name}
        width={240}
        height={300}
        decoding="async"
      />
      <div>
        <h2 id={nameId} className={styles.name}>
          {leader.name}
        </h2>
        <p className={styles.role}>{leader.role}</p>
        {leader.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

function Group({ group }: { group: LeadershipGroup }) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId}>{group.title}</h2>
      <p className={styles.groupDescription}>{group.description}</p>
      <ul className={styles.members}>
        {group.members.map((member) => (
          <li key={`${member.name}-${member.role}`}>
            <span className={styles.memberName}>{member.name}</span>
            {/* The layout stacks name and role; the comma keeps them apart when read aloud. */}
            <span className="visually-hidden">, </span>
            <span className={styles.memberRole}>{member.role}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Leadership (/about-us/leadership; SPEC §2): two leader profiles, then the executive committee, medical
 * directors, clinical leadership and educational leadership, all from src/content/leadership.ts.
 */
export function Leadership() {
  return (
    <Page title="Leadership" intro={leadershipContent.intro}>
      <div className={styles.leaders}>
        {leadershipContent.leaders.map((leader) => (
          <Leader key={leader.name} leader={leader} />
        ))}
      </div>
      <div className={styles.groups}>
        {leadershipContent.groups.map((group) => (
          <Group key={group.title} group={group} />
        ))}
      </div>
    </Page>
  );
}
