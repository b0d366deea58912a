/**
 * schema.org structured data built from the site's own entities, for search engines: MedicalOrganization for the
 * practice (Home), Physician for each clinician (Meet Our Team), MedicalClinic for each location and
 * NewsArticle for each news item. Every builder takes the site's origin (see siteOrigin) so URLs are absolute.
 */
import { telHref } from '../format/phone.ts';
import { mediaUrl, physicianPhotoUrl } from '../format/media.ts';
import type { Location, NewsItem, Physician, SiteSettings } from '@site/contracts/types';

const SCHEMA_ORG = 'https://schema.org' as const;
// The schema.org MedicalSpecialty member, as a URL so no consumer has to guess the enumeration.
const RADIOLOGY = 'https://schema.org/Radiology';

/** One schema.org thing; a top-level thing carries @context. Undefined properties are left out of the JSON. */
export interface JsonLdThing {
  '@context'?: typeof SCHEMA_ORG;
  '@type': string;
  '@id'?: string;
  [property: string]: unknown;
}

/** A schema.org PostalAddress. */
export interface PostalAddress extends JsonLdThing {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: 'US';
}

// 'street, city, ST 12345' (or ZIP+4), the form the settings and the location list use.
const US_ADDRESS_LINE = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** A one-line US address as a PostalAddress; a line in any other form becomes the street address alone. */
export function postalAddressFromLine(line: string): PostalAddress {
  const match = US_ADDRESS_LINE.exec(line.trim());
  if (!match) return { '@type': 'PostalAddress', streetAddress: line.trim() };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match as unknown as string[];
  return {
    '@type': 'PostalAddress',
    streetAddress: streetAddress!,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: 'US',
  };
}

/** A displayed US number as schema.org prefers it: '(937) 555-0100' → '+1-937-555-0100'. */
export function schemaPhone(phone: string): string {
  const digits = telHref(phone).slice('tel:+1'.length);
  return digits.length === 10 ? `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** The @id of the practice's MedicalOrganization, so other things can point at it. */
const organizationId = (origin: string) => `${origin}/#organization`;

const organizationRef = (settings: SiteSettings, origin: string): JsonLdThing => ({
  '@type': 'MedicalOrganization',
  '@id': organizationId(origin),
  name: settings.organization_name,
  url: `${origin}/`,
});

/**
 * The practice as a MedicalOrganization (Home): name, address, phone, fax, e-mail, founding year and social
 * profile, all from the site settings (docs/design.md#api), never literals.
 */
export function medicalOrganizationJsonLd(settings: SiteSettings, origin: string): JsonLdThing {
  return {
    '@context': SCHEMA_ORG,
    ...organizationRef(settings, origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.street_address,
      addressLocality: settings.city,
      addressRegion: settings.state,
      postalCode: settings.zip,
      addressCountry: 'US',
    } satisfies PostalAddress,
    telephone: schemaPhone(settings.phone),
    faxNumber: schemaPhone(settings.fax),
    email: settings.email,
    foundingDate: String(settings.founded_year),
    medicalSpecialty: RADIOLOGY,
    sameAs: settings.social_url ? [settings.social_url] : undefined,
  };
}

/**
 * One clinician of the team page (`pageUrl`, absolute). A physician, resident or fellow is a Physician with
 * Radiology as specialty and their subspecialties as `knowsAbout`. A physician assistant is not a physician,
 * and structured data must not claim so: a Person whose jobTitle says Physician Assistant.
 */
export function physicianJsonLd(
  physician: Physician,
  { settings, origin, pageUrl }: { settings: SiteSettings; origin: string; pageUrl: string },
): JsonLdThing {
  const isAssistant = physician.category === 'physician_assistant';
  return {
    '@context': SCHEMA_ORG,
    '@type': isAssistant ? 'Person' : 'Physician',
    '@id': `${pageUrl}#clinician-${physician.id}`,
    name: physician.full_name,
    image: `${origin}${physicianPhotoUrl(physician.photo)}`,
    url: pageUrl,
    knowsAbout: physician.subspecialties.length > 0 ? physician.subspecialties : undefined,
    ...(isAssistant
      ? { jobTitle: 'Physician Assistant', worksFor: organizationRef(settings, origin) }
      : { medicalSpecialty: RADIOLOGY, memberOf: organizationRef(settings, origin) }),
  };
}

/**
 * One imaging location as a MedicalClinic: name, postal address, phone, web address and map coordinates.
 * Returns undefined for an entry without an address: a clinic a visitor cannot find is no use to a search
 * engine, and the list shows such entries without a blank label (docs/design.md#product-decisions).
 */
export function medicalClinicJsonLd(location: Location, { pageUrl }: { pageUrl: string }): JsonLdThing | undefined {
  if (!location.address) return undefined;
  const hasGeo = location.latitude !== null && location.longitude !== null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'MedicalClinic',
    '@id': `${pageUrl}#location-${location.id}`,
    name: location.name,
    address: postalAddressFromLine(location.address),
    telephone: location.phone ? schemaPhone(location.phone) : undefined,
    url: location.url ?? undefined,
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } : undefined,
    medicalSpecialty: RADIOLOGY,
  };
}

/**
 * One news item as a NewsArticle at /news/{id}: headline (and name), intro as description, publication date,
 * the large photo (else the small one) as image, and the practice as author and publisher.
 */
export function newsArticleJsonLd(item: NewsItem, settings: SiteSettings, origin: string): JsonLdThing {
  const url = `${origin}/news/${item.id}`;
  const photo = item.photo_large ?? item.photo_small;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'NewsArticle',
    '@id': url,
    headline: item.title,
    name: item.title,
    description: item.intro_text,
    datePublished: item.published_date,
    image: photo ? [`${origin}${mediaUrl('news', photo)}`] : undefined,
    url,
    mainEntityOfPage: url,
    author: organizationRef(settings, origin),
    publisher: organizationRef(settings, origin),
  };
}
