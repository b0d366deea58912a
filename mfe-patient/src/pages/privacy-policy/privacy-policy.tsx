import { Page, Prose, useSettings } from '@site/shared';
import { PracticeContact } from '../../components/practice-contact.tsx';
import { Sections } from '../../components/sections.tsx';
import { pages } from '../../content/pages.ts';
import { analyticsText, privacyEffective, privacyIntro, privacyNotice, websitePrivacy } from '../../content/privacy.ts';
import styles from './privacy-policy.module.css';

/**
 * Privacy Policy (docs/requirements.md#screens-and-routes): the Notice of Privacy Practices effective November 1, 2010 (uses and disclosures,
 * patient rights, our duties, complaints, the Privacy Officer's contacts from the settings), then what this
 * website collects, with the analytics sentence following the settings' analytics_enabled (docs/design.md#product-decisions).
 */
export function PrivacyPolicy() {
  const { data: settings } = useSettings();
  const analytics = settings?.analytics_enabled ? analyticsText.on : analyticsText.off;
  return (
    <Page title={pages.privacy.title} intro={privacyIntro}>
      <Prose>
        <p className={styles.effective}>{privacyEffective}</p>
        <nav aria-label="On this page" className={styles.toc}>
          <ul>
            {[...privacyNotice, ...websitePrivacy].map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}-heading`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Sections sections={privacyNotice} slots={{ 'privacy-contact': <PracticeContact role="Privacy Officer" /> }} />
        <Sections sections={websitePrivacy} slots={{ analytics: <p>{analytics}</p> }} />
      </Prose>
    </Page>
  );
}
