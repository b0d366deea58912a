import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { PrivacyPolicy } from './privacy-policy.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({
  organization_name: 'Test Valley Radiology',
  street_address: '12 Test Street, Suite 3',
  phone: '(937) 555-0177',
  email: 'office@testvalley.example',
});

const region = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPolicy', () => {
  it('is the Notice of Privacy Practices effective November 1, 2010', () => {
    renderWithProviders(<PrivacyPolicy />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Effective November 1, 2010')).toBeVisible();
    expect(screen.getByText(/how medical information about you may be used and disclosed/)).toBeVisible();
  });

  it('covers uses and disclosures, each patient right, and our duties', () => {
    renderWithProviders(<PrivacyPolicy />, { swrFallback: settingsFallback(settings) });
    expect(region('How we use and share your health information')).toHaveTextContent('For your treatment');
    const rights = region('Your rights');
    for (const right of [
      'See and get a copy of your records',
      'Ask us to correct your records',
      'Ask us to limit what we use or share',
      'Ask for confidential communications',
      'Get a list of those we shared your information with',
      'Get a paper copy of this notice',
    ]) {
      expect(within(rights).getByRole('heading', { level: 3, name: right })).toBeVisible();
    }
    expect(rights).toHaveTextContent('in the six years before your request');
    expect(region('Our duties')).toHaveTextContent('keep your health information private');
  });

  it('gives the Privacy Officer contacts from the settings and the HHS Office for Civil Rights', () => {
    renderWithProviders(<PrivacyPolicy />, { swrFallback: settingsFallback(settings) });
    const complaints = region('Questions and complaints');
    expect(within(complaints).getByText('Privacy Officer')).toBeVisible();
    expect(within(complaints).getByText('Test Valley Radiology')).toBeVisible();
    expect(within(complaints).getByText('12 Test Street, Suite 3')).toBeVisible();
    expect(within(complaints).getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute(
      'href',
      'tel:+19375550177',
    );
    expect(within(complaints).getByRole('link', { name: 'office@testvalley.example' })).toHaveAttribute(
      'href',
      'mailto:office@testvalley.example',
    );
    expect(within(complaints).getByRole('link', { name: /HHS Office for Civil Rights/ })).toHaveAttribute(
      'href',
      'https://www.hhs.gov/ocr/complaints/index.html',
    );
  });

  it('says what the website collects and that no analytics run when none is configured', () => {
    renderWithProviders(<PrivacyPolicy />, { swrFallback: settingsFallback(settings) });
    const website = region('This website and your privacy');
    expect(website).toHaveTextContent('contact form');
    expect(website).toHaveTextContent('no third-party trackers');
    // The site's own measurement of page speed (docs/design.md#web-vitals), said as plainly as the rest.
    expect(website).toHaveTextContent('how fast each page loaded and how quickly it answered your taps and clicks');
    expect(website).toHaveTextContent('We keep only those totals, nothing about you, and use no analytics service.');
  });

  it('says page views are counted when the settings name an analytics provider', () => {
    renderWithProviders(<PrivacyPolicy />, {
      swrFallback: settingsFallback(buildSettings({ analytics_endpoint: 'https://stats.example/collect' })),
    });
    expect(region('This website and your privacy')).toHaveTextContent('We also count page views');
    expect(screen.queryByText(/use no analytics service/)).not.toBeInTheDocument();
  });

  it('lists its sections as in-page links', () => {
    renderWithProviders(<PrivacyPolicy />, { swrFallback: settingsFallback(settings) });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(toc).getByRole('link', { name: 'Your rights' });
    expect(link).toHaveAttribute('href', '#rights-heading');
    expect(document.getElementById('rights-heading')).toHaveTextContent('Your rights');
  });
});
