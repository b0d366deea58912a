/**
 * Entity shapes shared by the browser and the API (SPEC §3, DESIGN §5).
 * Field names are the spec's, unchanged from database to props.
 */

/** Who a Physician record describes; the spec uses one shape for all four. */
export type PhysicianCategory = 'physician' | 'physician_assistant' | 'resident' | 'fellow';

/** A physician, physician assistant, resident or fellow (SPEC §3 Physician). HTML fields are sanitized on write. */
export interface Physician {
  id: number;
  category: PhysicianCategory;
  full_name: string;
  last_name: string;
  /** File name in the media store (`/media/physicians/{photo}`); null shows the default picture. */
  photo: string | null;
  subspecialties: string[];
  medical_school: string | null;
  residency: string | null;
  fellowship: string | null;
  board_certified: string | null;
  appointments_committees: string | null;
  military: string | null;
  bachelor_education: string | null;
  masters_education: string | null;
  pa_school: string | null;
  nccpa_certified: string | null;
  undergrad: string | null;
  /** HTML. */
  biography: string | null;
  /** HTML. */
  why_msk: string | null;
  /** HTML. */
  why_radiology: string | null;
  /** HTML. */
  what_did_you_like_dayton: string | null;
  interests: string | null;
  /** Residents only: postgraduate year of training (1 to 5); null when not known. */
  training_year: number | null;
}

/** A modality or subspecialty summary (SPEC §3); `url` is a site path. */
export interface ServiceSummary {
  name: string;
  description_short: string;
  url: string;
}
export type Modality = ServiceSummary;
export type Subspecialty = ServiceSummary;

/** A news item (SPEC §3). `published_date` is an ISO date (YYYY-MM-DD); `full_text` is sanitized HTML. */
export interface NewsItem {
  id: number;
  title: string;
  intro_text: string;
  /** File name under `/media/news/`. */
  photo_small: string | null;
  /** File name under `/media/news/`. */
  photo_large: string | null;
  photo_large_caption: string | null;
  published_date: string;
  full_text: string;
}

/** A quick fact appended to the built-in statistics (SPEC §3). */
export interface QuickFact {
  number: string;
  title: string;
}

/** A testimonial (SPEC §3): `name` is a month and year, e.g. "March 2026". */
export interface Testimonial {
  text: string;
  name: string;
  location: string;
}

/** A rotator slide on Home (SPEC §3). `image` is a file name under `/media/rotator/`. */
export interface RotatorSlide {
  image: string;
  title: string;
  text: string;
}

/** A community outreach event (SPEC §3). */
export interface OutreachEvent {
  title: string;
  intro_text: string;
  /** File name under `/media/outreach/`. */
  photo_small: string | null;
  /** A YouTube video id, shown behind a click-to-load facade, and only together with `video_text`. */
  video: string | null;
  /** The video's text version (transcript or full summary; WCAG 1.2.1, 1.2.3). Without it the video stays hidden. */
  video_text?: string | null;
  link: string | null;
  link_text: string | null;
}

/** An imaging location (SPEC §3). Empty fields are null and never shown as blank labels. */
export interface Location {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  url: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A frequently called number (SPEC §3); `text` is the phone number. */
export interface FrequentlyCalledNumber {
  title: string;
  subtitle: string | null;
  text: string;
}

/**
 * Where a practice contact is shown: the Leadership page's profiles and four lists, each training programme's
 * contacts, the CV contacts of Career Opportunities and the reading-room lines for referring physicians.
 */
export type PracticeContactGroup =
  | 'leaders'
  | 'executive-committee'
  | 'medical-directors'
  | 'clinical-leadership'
  | 'educational-leadership'
  | 'residency'
  | 'breast-fellowship'
  | 'msk-fellowship'
  | 'careers'
  | 'reading-rooms';

/**
 * A person or a line the practice names on its pages (DESIGN §7: facts are data, never literals in components),
 * in the order staff set. `title` is the role ('Program Director') or, for a line without a person, its purpose
 * (a reading room's subspecialty); empty fields are null.
 */
export interface PracticeContact {
  id: number;
  group: PracticeContactGroup;
  title: string;
  full_name: string | null;
  /** A displayed US number, e.g. '(937) 555-0141'. */
  phone: string | null;
  email: string | null;
  /** When the line is answered, e.g. 'Weekdays, 7 a.m. to 5 p.m.'. */
  hours: string | null;
}

/** A fellowship submission step (SPEC §3); `additional` may contain sanitized HTML. */
export interface FellowshipSubmissionStep {
  headline: string;
  additional: string | null;
}

/** Site settings: the organisation's facts, editable by staff, never literals in components (DESIGN §5, §7). */
export interface SiteSettings {
  organization_name: string;
  street_address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  email: string;
  social_url: string;
  social_name: string;
  billing_phone: string;
  /** Plain text of the billing alert popover (SPEC §1). */
  billing_alert_text: string;
  /** ISO date from which paper invoices return to the mail. */
  invoices_by_mail_date: string;
  /** ISO date the billing company took over billing (SPEC §1). */
  billing_company_since: string;
  founded_year: number;
  physician_count: number;
  physician_assistant_count: number;
  /** Analytics provider endpoint for page views; empty means no analytics (DESIGN §8). */
  analytics_endpoint: string;
  /** The company that prepares the practice's bills (SPEC §2 Billing Information); its phone is billing_phone. */
  billing_company_name: string;
  /** Its mailing address below the name, one line per line (PO box, then city, state and ZIP). */
  billing_company_address: string;
  /** The company unpaid balances pass to. */
  collections_company_name: string;
  collections_company_address: string;
  collections_phone: string;
  /** The billing company's online payment page; only an admin may change it (it sends visitors elsewhere). */
  payment_url: string;
  /** The residency's application page (Radiology Residency, How to apply). */
  residency_application_url: string;
  /** YouTube video ids; empty shows no video block. A video always has its text version (WCAG 1.2.1, 1.2.3). */
  careers_video_id: string;
  /** Text version of the careers video: paragraphs separated by blank lines. */
  careers_video_text: string;
  residency_video_id: string;
  residency_video_text: string;
  /**
   * The Software Upgrades presentation, embedded (its host must be allowed by CSP_FRAME_ORIGINS) and as a page
   * of its own; both empty shows no presentation. Only an admin may change them.
   */
  presentation_embed_url: string;
  presentation_url: string;
}

/** The contact form object (SPEC §3): all strings, `submit` is always true. */
export interface ContactForm {
  submit: true;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  comments: string;
}

/** The contact call's answer (SPEC §7): a truthy `response` means success. */
export interface ContactResponse {
  response: boolean;
}

/** The one JSON error shape every API error uses (DESIGN §5). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
