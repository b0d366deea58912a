import {
  medicalClinicJsonLd,
  medicalOrganizationJsonLd,
  newsArticleJsonLd,
  physicianJsonLd,
  postalAddressFromLine,
  schemaPhone,
} from './schema-org.ts';
import { documentOrigin } from './site-origin.ts';
import { buildLocation, buildNewsItem, buildPhysician, buildSettings } from '@site/test-support/builders';

// The records these tests read back, with the values the expected data names.
const physician = buildPhysician({
  id: 7,
  full_name: 'Ada Quinn, MD',
  photo: 'quinn-ada.webp',
  subspecialties: ['Neuroradiology'],
});
const location = buildLocation({
  id: 3,
  name: 'Southbrook Medical Center',
  address: '3200 Southbrook Boulevard, Kettering, OH 45429',
  phone: '(937) 555-0151',
  url: 'https://www.southbrookmedical.example',
  latitude: 39.6871,
  longitude: -84.1692,
});
const story = buildNewsItem({
  id: 12,
  title: 'New MRI suite opens in Kettering',
  intro_text: 'A quieter, wider scanner for patients.',
  photo_small: 'mri-small.webp',
  photo_large: 'mri-large.webp',
  published_date: '2026-03-14',
});

const ORIGIN = 'https://www.riverbend.example';
const TEAM = `${ORIGIN}/about-us/meet-our-team`;
// What JSON.stringify keeps: undefined properties disappear, as they do in the page.
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('medicalOrganizationJsonLd', () => {
  it('describes the practice from the settings with absolute URLs', () => {
    expect(asJson(medicalOrganizationJsonLd(buildSettings(), ORIGIN))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Riverbend Radiology Physicians',
      url: `${ORIGIN}/`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '410 Riverbend Parkway, Suite 200',
        addressLocality: 'Dayton',
        addressRegion: 'OH',
        postalCode: '45402',
        addressCountry: 'US',
      },
      telephone: '+1-937-555-0100',
      faxNumber: '+1-937-555-0101',
      email: 'info@riverbendradiology.example',
      foundingDate: '1975',
      medicalSpecialty: 'https://schema.org/Radiology',
      sameAs: ['https://www.linkedin.example/company/riverbend-radiology'],
    });
  });

  it('follows an edited setting and leaves out an empty social link', () => {
    const data = asJson(
      medicalOrganizationJsonLd(buildSettings({ organization_name: 'Other', social_url: '' }), ORIGIN),
    );
    expect(data.name).toBe('Other');
    expect(data).not.toHaveProperty('sameAs');
  });
});

describe('physicianJsonLd', () => {
  it('makes a physician a Physician of the practice with photo, page and subspecialties', () => {
    const data = asJson(physicianJsonLd(physician, { settings: buildSettings(), origin: ORIGIN, pageUrl: TEAM }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      '@id': `${TEAM}#clinician-7`,
      name: 'Ada Quinn, MD',
      image: `${ORIGIN}/media/physicians/quinn-ada.webp`,
      url: TEAM,
      medicalSpecialty: 'https://schema.org/Radiology',
      knowsAbout: ['Neuroradiology'],
      memberOf: { '@id': `${ORIGIN}/#organization`, name: 'Riverbend Radiology Physicians' },
    });
  });

  it('makes a physician assistant a Person with that job title, not a Physician', () => {
    const pa = buildPhysician({ category: 'physician_assistant', full_name: 'Lee Park, PA-C', subspecialties: [] });
    const data = asJson(physicianJsonLd(pa, { settings: buildSettings(), origin: ORIGIN, pageUrl: TEAM }));
    expect(data).toMatchObject({ '@type': 'Person', name: 'Lee Park, PA-C', jobTitle: 'Physician Assistant' });
    expect(data).not.toHaveProperty('knowsAbout');
    expect(data).not.toHaveProperty('medicalSpecialty');
  });

  it('uses the default picture when a clinician has no photo', () => {
    const data = physicianJsonLd(
      { ...physician, photo: null },
      {
        settings: buildSettings(),
        origin: ORIGIN,
        pageUrl: TEAM,
      },
    );
    expect(data.image).toBe(`${ORIGIN}/media/physicians/default.svg`);
  });
});

describe('medicalClinicJsonLd', () => {
  const pageUrl = `${ORIGIN}/patient-information/locations`;

  it('gives a location its postal address, phone, web address and coordinates', () => {
    expect(asJson(medicalClinicJsonLd(location, { pageUrl }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': `${pageUrl}#location-3`,
      name: 'Southbrook Medical Center',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3200 Southbrook Boulevard',
        addressLocality: 'Kettering',
        addressRegion: 'OH',
        postalCode: '45429',
        addressCountry: 'US',
      },
      telephone: '+1-937-555-0151',
      url: 'https://www.southbrookmedical.example',
      geo: { '@type': 'GeoCoordinates', latitude: 39.6871, longitude: -84.1692 },
      medicalSpecialty: 'https://schema.org/Radiology',
    });
  });

  it('leaves out the fields a location lacks, and the location itself without an address', () => {
    const bare = asJson(medicalClinicJsonLd({ ...location, phone: null, url: null, latitude: null }, { pageUrl }));
    expect(Object.keys(bare).sort()).toEqual(['@context', '@id', '@type', 'address', 'medicalSpecialty', 'name']);
    expect(medicalClinicJsonLd({ ...location, address: null }, { pageUrl })).toBeUndefined();
  });
});

describe('newsArticleJsonLd', () => {
  it('describes a story by headline, date, photo and the practice as publisher', () => {
    expect(asJson(newsArticleJsonLd(story, buildSettings(), ORIGIN))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'New MRI suite opens in Kettering',
      name: 'New MRI suite opens in Kettering',
      description: 'A quieter, wider scanner for patients.',
      datePublished: '2026-03-14',
      image: [`${ORIGIN}/media/news/mri-large.webp`],
      url: `${ORIGIN}/news/12`,
      mainEntityOfPage: `${ORIGIN}/news/12`,
      publisher: { '@type': 'MedicalOrganization', name: 'Riverbend Radiology Physicians' },
    });
  });

  it('falls back to the small photo, and to no image at all', () => {
    const small = newsArticleJsonLd({ ...story, photo_large: null }, buildSettings(), ORIGIN);
    expect(small.image).toEqual([`${ORIGIN}/media/news/mri-small.webp`]);
    const none = asJson(newsArticleJsonLd({ ...story, photo_large: null, photo_small: null }, buildSettings(), ORIGIN));
    expect(none).not.toHaveProperty('image');
  });
});

describe('helpers', () => {
  it('splits a US address line, and keeps any other line whole as the street address', () => {
    expect(postalAddressFromLine('1 Main St, Suite 4, Troy, OH 45373-1234')).toMatchObject({
      streetAddress: '1 Main St, Suite 4',
      addressLocality: 'Troy',
      addressRegion: 'OH',
      postalCode: '45373-1234',
    });
    expect(asJson(postalAddressFromLine('Third floor, east wing'))).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Third floor, east wing',
    });
  });

  it('writes phones in international form and leaves an unknown form alone', () => {
    expect(schemaPhone('937-555-0123')).toBe('+1-937-555-0123');
    expect(schemaPhone('ext. 12')).toBe('ext. 12');
  });

  it('takes the origin from the canonical link, else from the location', () => {
    expect(documentOrigin()).toBe(window.location.origin);
    const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: `${ORIGIN}/contact` });
    document.head.append(link);
    expect(documentOrigin()).toBe(ORIGIN);
    link.remove();
  });
});
