import type { z } from 'zod';
import type { MediaKind } from '@site/shared';
import {
  frequentlyCalledNumberFormSchema,
  locationFormSchema,
  outreachEventFormSchema,
  PRACTICE_CONTACT_GROUPS,
  practiceContactFormSchema,
  quickFactFormSchema,
  rotatorSlideFormSchema,
  testimonialFormSchema,
} from '@site/contracts/schemas';
import { markAdminOnly, type FieldDef } from '../components/form/fields.ts';
import { LIST_NAMES, type ListKey } from './list-names.ts';

/** How one ordered list is edited: its form and the columns of its table. */
export interface ListConfig {
  key: ListKey;
  title: string;
  singular: string;
  intro: string;
  fields: FieldDef[];
  schema: z.ZodType;
  /** Table columns after the first field (the row header). */
  columns: string[];
  /** Lists with a picture: its column, media folder and how it is shown. */
  image?: { column: string; kind: MediaKind; label: string; sizeHint: string; removable: boolean };
}

const text = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  kind: 'text',
  ...extra,
});

const DETAILS: Record<ListKey, Omit<ListConfig, 'key' | 'title' | 'singular'>> = {
  locations: {
    intro: 'The imaging locations listed beside the map on the Locations page.',
    fields: [
      text('name', 'Name', { required: true }),
      text('address', 'Address', { hint: 'Street, city, state and ZIP on one line.' }),
      text('phone', 'Phone', { kind: 'tel', width: 'half', hint: 'A 10-digit US number, such as (937) 555-0123.' }),
      text('url', 'Web address', { kind: 'url', width: 'half', hint: 'Starting with https://.' }),
      text('latitude', 'Latitude', { kind: 'number', width: 'half', hint: 'Places the pin on the map, e.g. 39.7589.' }),
      text('longitude', 'Longitude', { kind: 'number', width: 'half', hint: 'e.g. -84.1916.' }),
    ],
    schema: locationFormSchema,
    columns: ['address', 'phone'],
  },
  numbers: {
    intro: 'The cards on the Frequently Called Numbers page.',
    fields: [
      text('title', 'Title', { required: true, hint: 'Who answers, e.g. “Billing questions”.' }),
      text('subtitle', 'Subtitle'),
      text('text', 'Phone number', { kind: 'tel', required: true, hint: 'A 10-digit US number.' }),
    ],
    schema: frequentlyCalledNumberFormSchema,
    columns: ['subtitle', 'text'],
  },
  contacts: {
    intro:
      'People and lines the pages name: Leadership, the programme contacts of Education, the CV contacts of Career Opportunities and the reading-room lines for referring physicians. Each shows on the page of its group, in this order.',
    fields: [
      text('title', 'Role or purpose', {
        required: true,
        hint: 'The post, such as “Program Director”, or for a line without a person what it is for, such as “Neuroradiology”.',
      }),
      {
        name: 'group',
        label: 'Shown on',
        kind: 'select',
        required: true,
        options: [
          { value: '', label: 'Choose a page and list' },
          ...Object.entries(PRACTICE_CONTACT_GROUPS).map(([value, label]) => ({ value, label })),
        ],
      },
      text('full_name', 'Name', {
        hint: 'As the team list names them, such as “Amara Okafor, MD”. Leave blank for a line without a person.',
      }),
      text('phone', 'Phone', {
        kind: 'tel',
        width: 'half',
        hint: 'A 10-digit US number; each number for one purpose.',
      }),
      text('email', 'E-mail', { kind: 'email', width: 'half', hint: 'The address visitors and applicants write to.' }),
      text('hours', 'Hours', { hint: 'When the line is answered, such as “Weekdays, 7 a.m. to 5 p.m.”.' }),
    ],
    schema: practiceContactFormSchema,
    columns: ['group', 'full_name', 'phone'],
  },
  'quick-facts': {
    intro: 'Figures Home adds after its built-in statistics.',
    fields: [
      text('number', 'Figure', { required: true, width: 'half', hint: 'e.g. “10 million+”.' }),
      text('title', 'What it counts', { required: true, width: 'half' }),
    ],
    schema: quickFactFormSchema,
    columns: ['title'],
  },
  testimonials: {
    intro: 'What patients said, in Home’s carousel.',
    fields: [
      { name: 'text', label: 'Testimonial', kind: 'textarea', required: true },
      text('name', 'Month and year', { required: true, width: 'half', hint: 'e.g. “March 2026”.' }),
      text('location', 'Where', { required: true, width: 'half', hint: 'The hospital or imaging center.' }),
    ],
    schema: testimonialFormSchema,
    columns: ['name', 'location'],
  },
  rotator: {
    intro: 'The slides of Home’s banner.',
    fields: [
      text('title', 'Title', { required: true }),
      { name: 'text', label: 'Text', kind: 'textarea', required: true },
    ],
    schema: rotatorSlideFormSchema,
    columns: ['text'],
    image: {
      column: 'image',
      kind: 'rotator',
      label: 'Picture',
      sizeHint: 'it is cropped to a 1600 × 640 banner',
      removable: false,
    },
  },
  outreach: {
    intro: 'The event cards of the Community Outreach page.',
    fields: [
      text('title', 'Title', { required: true }),
      { name: 'intro_text', label: 'Description', kind: 'textarea', required: true },
      text('video', 'YouTube video', { hint: 'Its address or 11-character id; it loads only when a visitor asks.' }),
      text('link', 'Link', { hint: 'A page of this site (/contact) or a full address (https://…).' }),
      text('link_text', 'Link text', { hint: 'The words of the link; left blank, the title is used.' }),
    ],
    schema: outreachEventFormSchema,
    columns: ['intro_text'],
    image: {
      column: 'photo_small',
      kind: 'outreach',
      label: 'Photo',
      sizeHint: 'it is cropped to 480 × 320',
      removable: true,
    },
  },
};

/** Every list's full configuration, by key; the fields only an admin may change say so in their hint. */
export const LISTS: Record<ListKey, ListConfig> = Object.fromEntries(
  LIST_NAMES.map((name) => {
    const details = DETAILS[name.key];
    return [name.key, { ...name, ...details, fields: markAdminOnly(name.key, details.fields) }];
  }),
) as Record<ListKey, ListConfig>;
