import { ErrorState, LoadingStatus, Page, useResidents } from '@site/shared';
import { PhysicianCard } from '@site/shared/physician-card';
import type { Physician } from '@site/contracts/types';
import { CardGrid, CardGridItem, CardSkeletons } from '../../components/card-grid/card-grid.tsx';
import { PageSection, SectionText } from '../../components/page-section/page-section.tsx';
import { pages } from '../../content/pages.ts';
import { residentsPage as content } from '../../content/trainees.ts';
import { groupByTrainingYear } from './group-by-training-year.ts';

/** How many placeholder cards show while residents load: about two rows on a wide screen. */
const SKELETON_COUNT = 6;

/**
 * Meet Our Residents (docs/requirements.md#screens-and-routes, docs/requirements.md#states): resident cards from /api/residents. Skeleton cards while loading; grouped
 * under 'PGY-2'-style headings when the data gives training years, one list otherwise; a message when there
 * are none; an error with Retry when the call fails (docs/design.md#product-decisions).
 */
export function MeetOurResidents() {
  const { data, error, isValidating, mutate } = useResidents();

  let body;
  if (data && data.length > 0) {
    body = <ResidentCards residents={data} />;
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
        <CardSkeletons count={SKELETON_COUNT} />
      </>
    );
  }

  return (
    <Page title={pages.residents.title} intro={content.intro}>
      {body}
    </Page>
  );
}

/** The residents' cards, under a heading per training year when the data gives years, else one list. */
function ResidentCards({ residents }: { residents: readonly Physician[] }) {
  const groups = groupByTrainingYear(residents);
  if (!groups) {
    return (
      <CardGrid>
        {residents.map((resident) => (
          <CardGridItem key={resident.id}>
            <PhysicianCard physician={resident} headingLevel={2} />
          </CardGridItem>
        ))}
      </CardGrid>
    );
  }
  return groups.map((group) => {
    const heading = group.year === null ? content.otherYearHeading : content.yearHeading(group.year);
    return (
      <PageSection key={heading} heading={heading}>
        <CardGrid label={heading}>
          {group.residents.map((resident) => (
            <CardGridItem key={resident.id}>
              <PhysicianCard physician={resident} headingLevel={3} />
            </CardGridItem>
          ))}
        </CardGrid>
      </PageSection>
    );
  });
}
