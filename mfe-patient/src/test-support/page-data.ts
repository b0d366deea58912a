import type { FrequentlyCalledNumber, Location, SiteSettings } from '@site/shared';
import { buildSettings } from '@site/shared/fixtures';

/** Test builders (docs/design.md#conventions): realistic defaults in the demo ranges, overridden per test. */

let nextId = 1;

export function buildLocation(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Test Imaging Center ${id}`,
    address: `${100 + id} Main Street, Dayton, OH 45402`,
    phone: '(937) 555-0190',
    url: `https://center-${id}.example`,
    latitude: 39.75 + id / 100,
    longitude: -84.19 - id / 100,
    ...overrides,
  };
}

export function buildNumber(overrides: Partial<FrequentlyCalledNumber> = {}): FrequentlyCalledNumber {
  return { title: 'Main office', subtitle: 'Weekdays', text: '(937) 555-0177', ...overrides };
}

/** The SWR fallback the shell provides: the settings preloaded under their API path. */
export const settingsFallback = (settings: SiteSettings = buildSettings()) => ({ '/api/settings': settings });
