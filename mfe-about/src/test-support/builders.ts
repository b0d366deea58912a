import type { OutreachEvent, Subspecialty } from '@site/shared';

/** Test builders (fixtures with overrides) for this remote's tests. */

export { buildPhysician, buildSettings } from '@site/shared/fixtures';

/** A subspecialty summary named `name`. */
export function buildSubspecialty(name: string): Subspecialty {
  return { name, description_short: `About ${name}.`, url: `/services/subspecialties/${name.toLowerCase()}` };
}

/** An outreach event with a photo and no video or link. */
export function buildOutreachEvent(overrides: Partial<OutreachEvent> = {}): OutreachEvent {
  return {
    title: 'Health fair',
    intro_text: 'We answer questions about imaging tests.',
    photo_small: 'health-fair.svg',
    video: null,
    link: null,
    link_text: null,
    ...overrides,
  };
}

export { buildPracticeContact } from '@site/shared/fixtures';
