import { useCallback, useMemo, useState } from 'react';
import {
  ErrorState,
  JsonLd,
  LoadingStatus,
  Page,
  Skeleton,
  telHref,
  useLocations,
  useSiteOrigin,
  useSettings,
} from '@site/shared';
import { medicalClinicJsonLd } from '@site/shared/schema-org';
import { locationsText } from '../../content/locations.ts';
import { pages } from '../../content/pages.ts';
import { hasCoordinates } from './directions.ts';
import { LazyLocationMap } from './lazy-location-map.tsx';
import { LocationList } from './location-list.tsx';
import type { MapPin } from './map-pin.ts';
import styles from './locations.module.css';

type Selection = { id: number; from: 'list' | 'map' } | null;

/**
 * Locations (docs/requirements.md#screens-and-routes, docs/design.md#product-decisions): the list of imaging locations from GET /api/locations beside a map with a
 * numbered pin for each entry that has coordinates. The list renders first and never waits for the map, which
 * loads only when scrolled near; choosing an entry highlights its pin and choosing a pin highlights its entry.
 * Each location with an address is also in the page as schema.org MedicalClinic data for search engines.
 */
export function Locations() {
  const { data: locations, error, mutate } = useLocations();
  const { data: settings } = useSettings();
  const [selection, setSelection] = useState<Selection>(null);
  const [mapAvailable, setMapAvailable] = useState(true);

  const pins = useMemo<MapPin[]>(
    () =>
      (locations ?? []).flatMap((location, index) =>
        hasCoordinates(location)
          ? [
              {
                id: location.id,
                number: index + 1,
                name: location.name,
                latitude: location.latitude,
                longitude: location.longitude,
              },
            ]
          : [],
      ),
    [locations],
  );
  const origin = useSiteOrigin();
  const structuredData = useMemo(() => {
    const pageUrl = `${origin}${pages.locations.path}`;
    return (locations ?? []).flatMap((location) => medicalClinicJsonLd(location, { pageUrl }) ?? []);
  }, [locations, origin]);

  // Pressing the selected entry's toggle again clears the choice; a pin always selects.
  const selectFromList = useCallback(
    (id: number) => setSelection((current) => (current?.id === id ? null : { id, from: 'list' })),
    [],
  );
  const selectFromMap = useCallback((id: number) => setSelection({ id, from: 'map' }), []);

  let body;
  if (error) {
    body = <ErrorState message={locationsText.error} onRetry={() => void mutate()} />;
  } else if (!locations) {
    // Not `isLoading`: SWR counts the list the page was prerendered with as not loaded yet, and the page
    // would then arrive showing skeletons instead of the locations in its HTML.
    body = (
      <>
        <LoadingStatus label={locationsText.loading} />
        <div className={styles.skeletons}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={styles.entry}>
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton width="80%" style={{ marginTop: '0.75rem' }} />
              <Skeleton width="40%" style={{ marginTop: '0.5rem' }} />
            </div>
          ))}
        </div>
      </>
    );
  } else if (locations.length === 0) {
    body = (
      <p>
        {locationsText.empty} {settings && <a href={telHref(settings.phone)}>{settings.phone}</a>}.
      </p>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <LocationList
          locations={locations}
          selectedId={selection?.id ?? null}
          onSelect={selectFromList}
          mapAvailable={mapAvailable && pins.length > 0}
          scrollToSelected={selection?.from === 'map'}
        />
        {pins.length > 0 && (
          <LazyLocationMap
            pins={pins}
            selectedId={selection?.id ?? null}
            revealSelected={selection?.from === 'list'}
            onSelect={selectFromMap}
            onAvailabilityChange={setMapAvailable}
          />
        )}
      </div>
    );
  }

  return (
    <Page title={pages.locations.title} intro={locationsText.intro}>
      {structuredData.length > 0 && <JsonLd data={structuredData} />}
      {body}
    </Page>
  );
}
