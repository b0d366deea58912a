import { ErrorState, LoadingStatus, Page, Skeleton, telHref, useSettings } from '@site/shared';
import type { SiteSettings } from '@site/contracts/types';
import { contactText } from '../../content/contact.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './contact.module.css';

/**
 * The Contact page, /contact (docs/requirements.md#screens-and-routes): the office's address, phone, fax and e-mail from the site settings
 * (docs/design.md#api, docs/design.md#demo-content), beside the contact form. The shell preloads the settings; if they are somehow missing the
 * details show a skeleton or an error with Retry, and the form works regardless.
 */
export function Contact() {
  const { data: settings, error, mutate } = useSettings();
  return (
    <Page title="Contact" intro={contactText.intro}>
      <div className={styles.layout}>
        <section aria-labelledby="contact-office-heading" className={styles.office}>
          <h2 id="contact-office-heading" className={styles.heading}>
            {contactText.officeHeading}
          </h2>
          {settings ? (
            <OfficeDetails settings={settings} />
          ) : error ? (
            <ErrorState onRetry={() => mutate()} />
          ) : (
            <>
              <LoadingStatus label={contactText.officeLoading} />
              <div aria-hidden="true" className={styles.skeleton}>
                <Skeleton width="70%" />
                <Skeleton width="60%" />
                <Skeleton width="50%" />
                <Skeleton width="50%" />
              </div>
            </>
          )}
        </section>
        <section aria-labelledby="contact-form-heading" className={styles.formSection}>
          <h2 id="contact-form-heading" className={styles.heading}>
            {contactText.formHeading}
          </h2>
          <ContactForm phone={settings?.phone} />
        </section>
      </div>
    </Page>
  );
}

/** The office's postal address and numbers; phone and e-mail are links, the fax number is text. */
function OfficeDetails({ settings }: { settings: SiteSettings }) {
  return (
    <address className={styles.address}>
      <p>
        {settings.organization_name}
        <br />
        {settings.street_address}
        <br />
        {settings.city}, {settings.state} {settings.zip}
      </p>
      <dl className={styles.numbers}>
        <div>
          <dt>{contactText.phoneLabel}</dt>
          <dd>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{contactText.faxLabel}</dt>
          <dd>{settings.fax}</dd>
        </div>
        <div>
          <dt>{contactText.emailLabel}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </div>
      </dl>
    </address>
  );
}
