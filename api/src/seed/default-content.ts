/**
 * The shipped demo content (docs/design.md#demo-content) and its media files. Loaded by buildApp only when it seeds, so a server
 * started with seeding off, and tests with their own fixtures, never load the demo data.
 */
import type { SeedContent } from './content.ts';
import {
  fellows,
  frequentlyCalledNumbers,
  locations,
  modalities,
  news,
  outreachEvents,
  physicians,
  practiceContacts,
  quickFacts,
  residents,
  rotator,
  settings,
  subspecialties,
  testimonials,
} from './data/index.ts';

export { writeDemoMedia } from './media.ts';

/** The demo content as one SeedContent object. */
export const demoContent: SeedContent = {
  physicians,
  residents,
  fellows,
  modalities,
  subspecialties,
  news,
  quickFacts,
  testimonials,
  rotator,
  outreachEvents,
  frequentlyCalledNumbers,
  locations,
  practiceContacts,
  settings,
};
