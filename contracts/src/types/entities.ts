/**
 * Entity shapes shared by the browser and the API (docs/requirements.md#entities, docs/design.md#api), inferred from the schemas in
 * `schemas/entities.ts`, where each shape and its field notes are written once. Type-only imports: the browser
 * bundles that read these types never load zod.
 */
import type { z } from 'zod';
import type { contactFormSchema } from '../schemas/contact.ts';
import type {
  contactResponseEntity,
  fellowshipSubmissionStepEntity,
  frequentlyCalledNumberEntity,
  locationEntity,
  newsItemEntity,
  outreachEventEntity,
  physicianCategoryEntity,
  physicianEntity,
  practiceContactEntity,
  practiceContactGroupEntity,
  quickFactEntity,
  rotatorSlideEntity,
  serviceSummaryEntity,
  publicSiteSettingsEntity,
  siteSettingsEntity,
  testimonialEntity,
} from '../schemas/entities.ts';

export type PhysicianCategory = z.infer<typeof physicianCategoryEntity>;
export type Physician = z.infer<typeof physicianEntity>;
export type ServiceSummary = z.infer<typeof serviceSummaryEntity>;
export type Modality = ServiceSummary;
export type Subspecialty = ServiceSummary;
export type NewsItem = z.infer<typeof newsItemEntity>;
export type QuickFact = z.infer<typeof quickFactEntity>;
export type Testimonial = z.infer<typeof testimonialEntity>;
export type RotatorSlide = z.infer<typeof rotatorSlideEntity>;
export type OutreachEvent = z.infer<typeof outreachEventEntity>;
export type Location = z.infer<typeof locationEntity>;
export type FrequentlyCalledNumber = z.infer<typeof frequentlyCalledNumberEntity>;
export type PracticeContactGroup = z.infer<typeof practiceContactGroupEntity>;
export type PracticeContact = z.infer<typeof practiceContactEntity>;
export type FellowshipSubmissionStep = z.infer<typeof fellowshipSubmissionStepEntity>;
/** The site settings as visitors and pages get them: `analytics_enabled` in place of the endpoint. */
export type SiteSettings = z.infer<typeof publicSiteSettingsEntity>;
/** The site settings as stored, as the admin reads and saves them (with the analytics endpoint). */
export type StoredSiteSettings = z.infer<typeof siteSettingsEntity>;
export type ContactResponse = z.infer<typeof contactResponseEntity>;

/** The contact form object (docs/requirements.md#entities): all strings, `submit` is always true; its rules are the form schema's. */
export type ContactForm = z.output<typeof contactFormSchema>;

/** The one JSON error shape every API error uses (docs/design.md#api). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
