import { useEffect, useRef } from 'react';
import { ExternalLink, telHref } from '@site/shared';
import type { Location } from '@site/contracts/types';
import { locationsText } from '../../content/locations.ts';
import { directionsUrl, hasCoordinates } from './directions.ts';
import styles from './locations.module.css';

/**
 * The list of imaging locations, the page's primary view (docs/design.md#product-decisions): for each, its number (matching its map
 * pin), name, address, phone as a tel: link, website and directions. Empty fields are omitted, never shown as
 * blank labels. `selectedId` marks the entry chosen here or on the map; `onSelect` runs when the visitor presses
 * an entry's 'Show on map' toggle, which only shows when `mapAvailable` and the entry has coordinates.
 * `scrollToSelected` brings the selected entry into view (when the choice came from the map).
 */
export function LocationList({
  locations,
  selectedId,
  onSelect,
  mapAvailable,
  scrollToSelected,
}: {
  locations: readonly Location[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  mapAvailable: boolean;
  scrollToSelected: boolean;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!scrollToSelected || selectedId === null) return;
    const entry = listRef.current?.querySelector(`[data-location-id="${selectedId}"]`);
    entry?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [selectedId, scrollToSelected]);

  return (
    <ol ref={listRef} className={styles.list} aria-label={locationsText.listLabel}>
      {locations.map((location, index) => {
        const selected = location.id === selectedId;
        const directions = directionsUrl(location);
        const nameId = `location-${location.id}-name`;
        return (
          <li
            key={location.id}
            data-location-id={location.id}
            className={[styles.entry, selected ? styles.selected : ''].filter(Boolean).join(' ')}
            aria-labelledby={nameId}
          >
            <h2 id={nameId} className={styles.name}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {location.name}
            </h2>
            {selected && <p className={styles.selectedNote}>{locationsText.selected}</p>}
            {location.address && <p className={styles.address}>{location.address}</p>}
            {location.phone && (
              <p className={styles.phone}>
                {locationsText.phoneLabel}: <a href={telHref(location.phone)}>{location.phone}</a>
              </p>
            )}
            {(location.url || directions) && (
              <ul className={styles.actions}>
                {location.url && (
                  <li>
                    <ExternalLink href={location.url}>
                      {locationsText.website}
                      <span className="visually-hidden"> of {location.name}</span>
                    </ExternalLink>
                  </li>
                )}
                {directions && (
                  <li>
                    <ExternalLink href={directions}>
                      {locationsText.directions}
                      <span className="visually-hidden"> to {location.name}</span>
                    </ExternalLink>
                  </li>
                )}
              </ul>
            )}
            {mapAvailable && hasCoordinates(location) && (
              <button
                type="button"
                className={styles.showOnMap}
                aria-pressed={selected}
                onClick={() => onSelect(location.id)}
              >
                {locationsText.showOnMap}
                <span className="visually-hidden">: {location.name}</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
