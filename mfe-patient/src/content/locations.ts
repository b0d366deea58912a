/** Text of the Locations page (docs/requirements.md#screens-and-routes, docs/design.md#product-decisions). The locations themselves come from the API. */
export const locationsText = {
  intro:
    'Our radiologists read exams for these hospitals and imaging centers. Call the location to schedule or to ask about parking and hours.',
  loading: 'Loading locations…',
  error: 'We could not load our locations. Please try again.',
  empty: 'No locations are listed right now. Please call our main office at',
  listLabel: 'Imaging locations',
  phoneLabel: 'Phone',
  website: 'Website',
  directions: 'Directions',
  showOnMap: 'Show on map',
  selected: 'Selected on the map',
  map: {
    label: 'Map of imaging locations',
    caption:
      'Numbered pins match the numbers in the list. Select a pin to find its location in the list. Every location on the map is also in the list.',
    loading: 'The map loads when you scroll to it.',
    failed: 'The map could not load. Every location is still in the list.',
    tilesFailed: 'The map images could not load, so the pins show without streets. Every location is in the list.',
    retry: 'Try the map again',
  },
} as const;
