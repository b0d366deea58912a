import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { locationsText } from '../../content/locations.ts';
import type { MapPin } from './map-pin.ts';
import { spreadPins } from './spread-pins.ts';
import styles from './location-map.module.css';

/** Props of LocationMap: `describedBy` is the id of the caption that explains the map. */
export interface LocationMapProps {
  pins: readonly MapPin[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  describedBy: string;
}

// OpenStreetMap's standard tiles; their usage policy asks for this attribution on the map.
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PIN_SIZE = 34;

/**
 * Moves pins that would cover each other apart on screen at the map's zoom (WCAG 2.5.8), through the icon's
 * margins: Leaflet places an icon with a transform, and its margins centre it on the point, so a shift there
 * moves the pin without moving the location. The tooltip follows its pin.
 */
function keepPinsApart(map: L.Map, markers: readonly L.Marker[]) {
  const shifts = spreadPins(
    markers.map((marker) => map.latLngToLayerPoint(marker.getLatLng())),
    PIN_SIZE,
  );
  markers.forEach((marker, index) => {
    const shift = shifts[index]!;
    const element = marker.getElement();
    if (element) {
      element.style.marginLeft = `${shift.x - PIN_SIZE / 2}px`;
      element.style.marginTop = `${shift.y - PIN_SIZE / 2}px`;
    }
    const tooltip = marker.getTooltip();
    if (tooltip) tooltip.options.offset = L.point(shift.x, shift.y - PIN_SIZE / 2);
  });
}

/**
 * The Leaflet map of the imaging locations (docs/design.md#product-decisions): OpenStreetMap tiles and a numbered pin per location.
 * Pins are keyboard-operable buttons named by their number and location; Enter, Space or a click calls `onSelect`, and
 * the pin whose id is `selectedId` is ringed and marked pressed. Pins that would overlap at the current zoom are
 * set side by side (keepPinsApart). Loaded on demand by LazyLocationMap, so this
 * module is the only one that imports Leaflet and its CSS. If tiles fail, the pins stay and a note says so.
 */
export function LocationMap({ pins, selectedId, onSelect, describedBy }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, L.Marker>());
  const [tilesFailed, setTilesFailed] = useState(false);
  const select = useEffectEvent((id: number) => onSelect(id));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // The page scrolls past the map; a wheel over it should scroll the page, not zoom the map.
    const map = L.map(container, { scrollWheelZoom: false, zoomSnap: 0.5 });
    const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION });
    tiles.once('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || pins.length === 0) return;
    // Set the view first: Leaflet creates a pin's element only once the map has a view, and we label it below.
    const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as L.LatLngTuple));
    const size = map.getSize();
    // A hidden or not yet laid out container has no size, and fitting bounds to it would compute no zoom.
    if (pins.length > 1 && size.x > 0 && size.y > 0) map.fitBounds(bounds, { padding: [PIN_SIZE, PIN_SIZE] });
    else map.setView(bounds.getCenter(), pins.length > 1 ? 9 : 13);

    const markers = new Map<number, L.Marker>();
    for (const pin of pins) {
      const marker = L.marker([pin.latitude, pin.longitude], {
        icon: L.divIcon({
          className: styles.marker,
          html: `<span aria-hidden="true">${pin.number}</span>`,
          iconSize: [PIN_SIZE, PIN_SIZE],
          iconAnchor: [PIN_SIZE / 2, PIN_SIZE / 2],
        }),
        keyboard: true,
        riseOnHover: true,
      });
      marker.bindTooltip(pin.name, { direction: 'top', offset: [0, -PIN_SIZE / 2] });
      marker.on('click', () => select(pin.id));
      // Leaflet makes pins focusable buttons but does not activate them from the keyboard.
      marker.on('keydown', (event) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
          select(pin.id);
        }
      });
      marker.addTo(map);
      // The name starts with the pin's visible number, so speech input can say what it sees (WCAG 2.5.3).
      marker.getElement()?.setAttribute('aria-label', `${pin.number} ${pin.name}`);
      markers.set(pin.id, marker);
    }
    markersRef.current = markers;
    const spread = () => keepPinsApart(map, [...markers.values()]);
    spread();
    map.on('zoomend', spread);

    return () => {
      map.off('zoomend', spread);
      for (const marker of markers.values()) marker.remove();
      markers.clear();
    };
  }, [pins]);

  useEffect(() => {
    for (const [id, marker] of markersRef.current) {
      const selected = id === selectedId;
      marker.getElement()?.setAttribute('aria-pressed', String(selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
    const chosen = selectedId === null ? undefined : markersRef.current.get(selectedId);
    if (chosen && mapRef.current) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      mapRef.current.panTo(chosen.getLatLng(), { animate: !reduceMotion });
    }
  }, [selectedId, pins]);

  return (
    <div className={styles.wrapper}>
      <div
        ref={containerRef}
        className={styles.map}
        role="region"
        aria-label={locationsText.map.label}
        aria-describedby={describedBy}
      />
      <p role="status" className={tilesFailed ? styles.tilesFailed : 'visually-hidden'}>
        {tilesFailed ? locationsText.map.tilesFailed : ''}
      </p>
    </div>
  );
}
