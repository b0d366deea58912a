import { ErrorState, LoadingStatus, Page, SanitizedHtml, useFellows } from '@site/shared';
import { PhysicianCard, presentFields, type ProfileFieldKey } from '@site/shared/physician-card';
import type { Physician } from '@site/contracts/types';
import { CardSkeletons } from '../../components/card-grid/card-grid.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { pages } from '../../content/pages.ts';
import { fellowsPage as content } from '../../content/trainees.ts';
import styles from './meet-our-fellows.module.css';

/** The fellows' own answers, shown openly beside each card because they are what this page is for. */
const ANSWER_KEYS: readonly ProfileFieldKey[] = ['why_msk', 'why_radiology', 'what_did_you_like_dayton'];

/**
 * Meet Our Fellows (docs/requirements.md#screens-and-routes, docs/requirements.md#states): exactly two skeleton cards while /api/fellows loads, then each fellow's card
 * with their answers (why_msk, why_radiology, what_did_you_like_dayton) under the shared fixed labels, each
 * only when present; a message when there are none; an error with Retry when the call fails (docs/design.md#product-decisions).
 */
export function MeetOurFellows() {
  const { data, error, isValidating, mutate } = useFellows();

  let body;
  if (data && data.length > 0) {
    body = (
      <ul className={styles.fellows} aria-label={content.listLabel}>
        {data.map((fellow) => (
          <li key={fellow.id} className={styles.fellow}>
            <FellowProfile fellow={fellow} />
          </li>
        ))}
      </ul>
    );
  } else if (data) {
    body = (
      <PageSection heading={content.emptyTitle}>
        <SectionText>{content.emptyText}</SectionText>
      </PageSection>
    );
  } else if (error && !isValidating) {
    body = <ErrorState title={content.errorTitle} onRetry={() => void mutate()} />;
  } else {
    // Also while a Retry runs, so the visitor sees that something is happening.
    body = (
      <>
        <LoadingStatus label={content.loading} />
        <CardSkeletons count={content.skeletonCount} />
      </>
    );
  }

  return (
    <Page title={pages.fellows.title} intro={content.intro}>
      {body}
    </Page>
  );
}

/** One fellow: the shared card (name as h2), then each present answer under its label as h3. */
function FellowProfile({ fellow }: { fellow: Physician }) {
  const answers = presentFields(fellow).filter((field) => ANSWER_KEYS.includes(field.key));
  return (
    <>
      <div className={styles.card}>
        <PhysicianCard physician={fellow} headingLevel={2} />
      </div>
      {answers.length > 0 && (
        <div className={styles.answers}>
          {answers.map((answer) => (
            <section key={answer.key} className={styles.answer}>
              <h3>{answer.label}</h3>
              <SanitizedHtml html={answer.value} className={styles.html} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
