import type { Location } from '@site/contracts/types';

/**
 * A Google Maps directions URL to the location's street address, or null when it has none: a location without an
 * address (such as a mobile coach) has no fixed place to travel to.
 */
export function directionsUrl(location: Pick<Location, 'address'>): string | null {
  if (!location.address) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(location.address)}`;
}

/** True when the location has both coordinates, so it gets a pin on the map. */
export function hasCoordinates(
  location: Pick<Location, 'latitude' | 'longitude'>,
): location is Location & { latitude: number; longitude: number } {
  return location.latitude !== null && location.longitude !== null;
}
