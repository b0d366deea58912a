/** The seven ordered lists the admin edits, each with its table, shared form schema and answer shape. */
import {
  frequentlyCalledNumberFormSchema,
  locationFormSchema,
  outreachEventFormSchema,
  practiceContactFormSchema,
  quickFactFormSchema,
  REVISION_ENTITIES,
  rotatorSlideFormSchema,
  testimonialFormSchema,
} from '@site/contracts/schemas';
import type { z } from 'zod';
import {
  frequently_called_numbers,
  locations,
  outreach_events,
  practice_contacts,
  quick_facts,
  rotator_slides,
  testimonials,
} from '../../db/schema.ts';
import { IMAGE_SIZES } from '../lib/images.ts';
import {
  adminLocationSchema,
  adminNumberSchema,
  adminOutreachEventSchema,
  adminPracticeContactSchema,
  adminQuickFactSchema,
  adminRotatorSlideSchema,
  adminTestimonialSchema,
} from '../lib/schemas.ts';
import type { OrderedListConfig } from './ordered-list.ts';

const form = (schema: z.ZodType) => schema as z.ZodType<Record<string, unknown>>;
const text = (key: string) => (row: Record<string, unknown>) => String(row[key]);

/**
 * Every list, by its path under /api/admin (also the admin screens' paths), its entity named by that path's key,
 * with the public answer that shows it (routes/*.ts).
 */
export const ORDERED_LISTS: OrderedListConfig[] = [
  {
    path: '/locations',
    publicPath: '/api/locations',
    entity: REVISION_ENTITIES.locations,
    table: locations,
    form: form(locationFormSchema),
    item: adminLocationSchema,
    label: text('name'),
  },
  {
    path: '/numbers',
    publicPath: '/api/frequently-called-numbers',
    entity: REVISION_ENTITIES.numbers,
    table: frequently_called_numbers,
    form: form(frequentlyCalledNumberFormSchema),
    item: adminNumberSchema,
    label: text('title'),
  },
  {
    path: '/contacts',
    publicPath: '/api/practice-contacts',
    entity: REVISION_ENTITIES.contacts,
    table: practice_contacts,
    form: form(practiceContactFormSchema),
    item: adminPracticeContactSchema,
    label: (row) => (row.full_name ? `${row.full_name}, ${row.title}` : String(row.title)),
  },
  {
    path: '/quick-facts',
    publicPath: '/api/quickfacts',
    entity: REVISION_ENTITIES['quick-facts'],
    table: quick_facts,
    form: form(quickFactFormSchema),
    item: adminQuickFactSchema,
    label: (row) => `${row.number} ${row.title}`,
  },
  {
    path: '/testimonials',
    publicPath: '/api/testimonials',
    entity: REVISION_ENTITIES.testimonials,
    table: testimonials,
    form: form(testimonialFormSchema),
    item: adminTestimonialSchema,
    label: (row) => `${row.location}, ${row.name}`,
  },
  {
    path: '/rotator',
    publicPath: '/api/rotator',
    entity: REVISION_ENTITIES.rotator,
    table: rotator_slides,
    form: form(rotatorSlideFormSchema),
    item: adminRotatorSlideSchema,
    label: text('title'),
    image: { column: 'image', kind: 'rotator', size: IMAGE_SIZES.rotator, prefix: 'rotator', required: true },
  },
  {
    path: '/outreach',
    publicPath: '/api/outreach-events',
    entity: REVISION_ENTITIES.outreach,
    table: outreach_events,
    form: form(outreachEventFormSchema),
    item: adminOutreachEventSchema,
    label: text('title'),
    image: { column: 'photo_small', kind: 'outreach', size: IMAGE_SIZES.outreach, prefix: 'outreach', required: false },
  },
];
