import { JsonLd, medicalOrganizationJsonLd, Page, siteOrigin, useSettings } from '@site/shared';
import { fallbackTitle, homeIntro } from './content.ts';
import { HistoryStatistics } from './history-statistics.tsx';
import { LatestNewsSection } from './latest-news-section.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RadiologyServices } from './radiology-services.tsx';
import { RotatorBanner } from './rotator-banner.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';

/**
 * The Home page at '/' (SPEC §2 Home; DESIGN §8), owned by the shell. Takes no props. Its h1 is the
 * organisation name from the settings (Home has no route title, so the document title is that name too),
 * followed by the rotator, the quick links, Radiology Services, the history statistics, the testimonials and
 * the latest news. Each block loads and fails on its own, so one failed call never blanks the page. Search
 * engines get the practice as schema.org MedicalOrganization data (issue 9).
 */
export function Home() {
  const { data: settings } = useSettings();
  return (
    <Page title={settings?.organization_name ?? fallbackTitle} intro={settings && homeIntro(settings)}>
      {settings && <JsonLd data={medicalOrganizationJsonLd(settings, siteOrigin())} />}
      <RotatorBanner />
      <QuickLinks />
      <RadiologyServices />
      <HistoryStatistics />
      <TestimonialsCarousel />
      <LatestNewsSection />
    </Page>
  );
}
