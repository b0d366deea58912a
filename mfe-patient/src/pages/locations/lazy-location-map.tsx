import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { ErrorState } from '@site/shared';
import { locationsText } from '../../content/locations.ts';
import type { LocationMapProps } from './location-map.tsx';
import type { MapPin } from './map-pin.ts';
import styles from './locations.module.css';

const CAPTION_ID = 'locations-map-caption';

/**
 * The map's frame and loader: Leaflet and its tiles load only when the frame comes near the viewport (an
 * IntersectionObserver, or at once where there is none), so the list never waits for them. A failed load shows
 * a message with Retry and reports `onAvailabilityChange(false)` so the list hides its 'Show on map' toggles.
 * `revealSelected` scrolls the map into view when an entry is chosen in the list while the map is off screen.
 */
export function LazyLocationMap({
  pins,
  selectedId,
  revealSelected,
  onSelect,
  onAvailabilityChange,
}: {
  pins: readonly MapPin[];
  selectedId: number | null;
  revealSelected: boolean;
  onSelect: (id: number) => void;
  onAvailabilityChange: (available: boolean) => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LocationMapProps> | null>(null);
  const [status, setStatus] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  const [attempt, setAttempt] = useState(0);
  const reportAvailability = useEffectEvent((available: boolean) => onAvailabilityChange(available));

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let cancelled = false;
    const load = () => {
      setStatus('loading');
      import('./location-map.tsx')
        .then((module) => module.LocationMap)
        .then(
          (Component) => {
            if (cancelled) return;
            setLoadedMap(() => Component);
            setStatus('ready');
            reportAvailability(true);
          },
          () => {
            if (cancelled) return;
            setStatus('failed');
            reportAvailability(false);
          },
        );
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      // Start a little before the map scrolls into view, so it is usually ready when it arrives.
      { rootMargin: '400px 0px' },
    );
    observer.observe(frame);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [attempt]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!revealSelected || selectedId === null || !frame) return;
    const rect = frame.getBoundingClientRect();
    const offScreen = rect.bottom <= 0 || rect.top >= window.innerHeight;
    if (offScreen) frame.scrollIntoView?.({ block: 'center' });
  }, [selectedId, revealSelected]);

  return (
    <figure className={styles.mapFigure}>
      <div ref={frameRef} className={styles.mapFrame}>
        {LoadedMap ? (
          <LoadedMap pins={pins} selectedId={selectedId} onSelect={onSelect} describedBy={CAPTION_ID} />
        ) : status === 'failed' ? (
          <ErrorState
            title={locationsText.map.label}
            message={locationsText.map.failed}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <p className={styles.mapPlaceholder}>{locationsText.map.loading}</p>
        )}
      </div>
      <figcaption id={CAPTION_ID} className={styles.mapCaption}>
        {locationsText.map.caption}
      </figcaption>
    </figure>
  );
}
