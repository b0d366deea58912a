import { JsonLd, Page, Skeleton, useSettings, useSiteOrigin } from '@site/shared';
import { medicalOrganizationJsonLd } from '@site/shared/schema-org';
import { WhenVisible } from '../../lib/when-visible.tsx';
import { fallbackTitle, homeIntro } from './content.ts';
import { LatestNewsSection } from './latest-news-section.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RotatorBanner } from './rotator-banner.tsx';

// The blocks below the fold load their code as the visitor scrolls near them, so the first load stays small.
const loadRadiologyServices = () => import('./radiology-services.tsx').then((m) => m.RadiologyServices);
const loadHistoryStatistics = () => import('./history-statistics.tsx').then((m) => m.HistoryStatistics);
const loadTestimonials = () => import('./testimonials-carousel.tsx').then((m) => m.TestimonialsCarousel);
const blockFallback = <Skeleton height="16rem" />;

/**
 * The Home page at '/' (docs/requirements.md#home; docs/design.md#product-decisions), owned by the shell. Takes no props. Its h1 is the
 * organisation name from the settings (Home has no route title, so the document title is that name too),
 * followed by the rotator, the quick links, Radiology Services, the history statistics, the testimonials and
 * the latest news. Each block loads and fails on its own, so one failed call never blanks the page. Search
 * engines get the practice as schema.org MedicalOrganization data. Blocks below the fold fetch their
 * code only when scrolled near (WhenVisible); a prerendered page shows them from its HTML meanwhile.
 */
export function Home() {
  const { data: settings } = useSettings();
  const origin = useSiteOrigin();
  return (
    <Page title={settings?.organization_name ?? fallbackTitle} intro={settings && homeIntro(settings)}>
      {settings && <JsonLd data={medicalOrganizationJsonLd(settings, origin)} />}
      <RotatorBanner />
      <QuickLinks />
      <WhenVisible load={loadRadiologyServices} props={{}} fallback={blockFallback} />
      <WhenVisible load={loadHistoryStatistics} props={{}} fallback={blockFallback} />
      <WhenVisible load={loadTestimonials} props={{}} fallback={blockFallback} />
      <LatestNewsSection />
    </Page>
  );
}
