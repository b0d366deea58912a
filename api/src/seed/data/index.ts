// One export per entity; physicians.ts already joins its part files, so those are not exported again here.
export { fellows } from './fellows.ts';
export { frequentlyCalledNumbers } from './frequently-called-numbers.ts';
export { locations } from './locations.ts';
export { modalities } from './modalities.ts';
export { news } from './news.ts';
export { outreachEvents } from './outreach-events.ts';
export { physicians } from './physicians.ts';
export { practiceContacts } from './practice-contacts.ts';
export { quickFacts } from './quick-facts.ts';
export { residents } from './residents.ts';
export { rotator } from './rotator.ts';
export { settings } from './settings.ts';
export { subspecialties } from './subspecialties.ts';
export { testimonials } from './testimonials.ts';
