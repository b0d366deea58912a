/**
 * The shape of seed content: every list the site shows, in the order it is shown, plus the settings row.
 * The demo content (`data/`) has this shape, and so do the fixtures tests build.
 */
import type {
  FrequentlyCalledNumber,
  Location,
  Modality,
  NewsItem,
  OutreachEvent,
  Physician,
  PracticeContact,
  QuickFact,
  RotatorSlide,
  StoredSiteSettings,
  Subspecialty,
  Testimonial,
} from '@site/contracts/types';

/** Seed content for an empty database (docs/design.md#data, docs/design.md#demo-content). Ids are assigned by the database. */
export interface SeedContent {
  /** Physicians and physician assistants (category 'physician' or 'physician_assistant'). */
  physicians: Omit<Physician, 'id'>[];
  residents: Omit<Physician, 'id'>[];
  fellows: Omit<Physician, 'id'>[];
  modalities: Modality[];
  subspecialties: Subspecialty[];
  news: Omit<NewsItem, 'id'>[];
  quickFacts: QuickFact[];
  testimonials: Testimonial[];
  rotator: RotatorSlide[];
  outreachEvents: OutreachEvent[];
  frequentlyCalledNumbers: FrequentlyCalledNumber[];
  locations: Omit<Location, 'id'>[];
  /** The practice's people and lines, every group, in list order. */
  practiceContacts: Omit<PracticeContact, 'id'>[];
  settings: StoredSiteSettings;
}
