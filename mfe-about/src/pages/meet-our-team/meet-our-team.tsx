import {
  ErrorState,
  JsonLd,
  LoadingStatus,
  Page,
  usePhysicians,
  useSiteOrigin,
  useSettings,
  useSubspecialties,
} from '@site/shared';
import { physicianJsonLd } from '@site/shared/schema-org';
import { PhysicianCard, PhysicianCardSkeleton } from '@site/shared/physician-card';
import type { Physician } from '@site/contracts/types';
import { useMemo, useState } from 'react';
import { teamContent } from '../../content/team.ts';
import { filterPhysicians, subspecialtyButtons, toggleSubspecialty } from './filter-physicians.ts';
import styles from './meet-our-team.module.css';
import { TeamFilters } from './team-filters.tsx';

/** How many card placeholders show while the list loads: enough to fill the first screen on a desktop. */
const SKELETON_COUNT = 8;

// The button names come from the site's subspecialty list (docs/requirements.md#constants). Should that list be unavailable, the
// names the physicians carry still let a visitor filter rather than leaving only the two fixed buttons.
function buttonNames(subspecialties: { name: string }[] | undefined, physicians: Physician[] | undefined) {
  if (subspecialties) return subspecialties.map((s) => s.name);
  return [...new Set(physicians?.flatMap((p) => p.subspecialties) ?? [])];
}

/**
 * Meet Our Team (/about-us/meet-our-team; docs/requirements.md#screens-and-routes, docs/requirements.md#validation, docs/requirements.md#constants): every physician and physician assistant from
 * /api/physicians as a PhysicianCard, filtered by name and by subspecialty toggle buttons. Skeletons while
 * loading, the spec's texts when nothing matches, an error with Retry when the list fails. Filters live in
 * component state only, so they are not kept across visits. Every clinician of the list, whatever the filters
 * show, is also in the page as schema.org data for search engines.
 */
export function MeetOurTeam() {
  const { data: settings } = useSettings();
  const { data: physicians, error, mutate } = usePhysicians();
  const { data: subspecialties } = useSubspecialties();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);

  const buttons = useMemo(
    () => subspecialtyButtons(buttonNames(subspecialties, physicians)),
    [subspecialties, physicians],
  );
  const shown = useMemo(
    () => (physicians ? filterPhysicians(physicians, { name, subspecialties: selected }) : []),
    [physicians, name, selected],
  );
  // Built once per list, not on every keystroke in the name filter.
  const origin = useSiteOrigin();
  const structuredData = useMemo(() => {
    if (!physicians || !settings) return undefined;
    const pageUrl = `${origin}/about-us/meet-our-team`;
    return physicians.map((physician) => physicianJsonLd(physician, { settings, origin, pageUrl }));
  }, [physicians, settings, origin]);

  return (
    <Page title="Meet Our Team" intro={settings && teamContent.intro(settings)}>
      {error && !physicians ? (
        <ErrorState title={teamContent.errorTitle} message={teamContent.errorText} onRetry={() => mutate()} />
      ) : (
        <>
          <TeamFilters
            buttons={buttons}
            name={name}
            selected={selected}
            onNameChange={setName}
            onToggle={(subspecialty) => setSelected((current) => toggleSubspecialty(current, subspecialty))}
            onClear={() => {
              setName('');
              setSelected([]);
            }}
          />
          {physicians ? (
            <>
              {structuredData && <JsonLd data={structuredData} />}
              <p role="status" className={styles.count}>
                {teamContent.resultCount(shown.length, physicians.length)}
              </p>
              {shown.length > 0 ? (
                <ul className={styles.grid}>
                  {shown.map((physician) => (
                    <li key={physician.id}>
                      <PhysicianCard physician={physician} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={styles.empty}>
                  <h2>{teamContent.emptyTitle}</h2>
                  <p>{teamContent.emptyText}</p>
                </div>
              )}
            </>
          ) : (
            <>
              <LoadingStatus label={teamContent.loading} />
              <ul className={styles.grid} aria-hidden="true">
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <li key={index}>
                    <PhysicianCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Page>
  );
}
