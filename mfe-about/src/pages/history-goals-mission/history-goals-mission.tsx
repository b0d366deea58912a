import { Page, Prose, useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { historyContent as c } from '../../content/history.ts';
import styles from './history-goals-mission.module.css';

/**
 * History, Goals, Mission (/about-us/history-goals-mission; docs/requirements.md#visitors-and-purpose, docs/requirements.md#screens-and-routes): the practice's story with the
 * founding year, head counts and billing-company date from the settings (docs/design.md#demo-content), its goals and its mission
 * statement. Text lives in src/content/history.ts.
 */
export function HistoryGoalsMission() {
  // The shell preloads the settings; without them the paragraphs built from settings wait rather than guess.
  const { data: settings } = useSettings();
  const paragraphs = c.history.paragraphs.flatMap((p) => (typeof p === 'string' ? [p] : settings ? [p(settings)] : []));

  return (
    <Page title="History, Goals, Mission" intro={c.intro}>
      <Prose>
        <section aria-labelledby="history-heading">
          <h2 id="history-heading">{c.history.heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to={c.billingLink.to}>{c.billingLink.text}</Link>
          </p>
        </section>
        <section aria-labelledby="goals-heading">
          <h2 id="goals-heading">{c.goals.heading}</h2>
          <p>{c.goals.intro}</p>
          <ul className={styles.goals}>
            {c.goals.items.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading">{c.mission.heading}</h2>
          <blockquote className={styles.statement}>
            <p>{c.mission.statement}</p>
          </blockquote>
          {c.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      </Prose>
    </Page>
  );
}
