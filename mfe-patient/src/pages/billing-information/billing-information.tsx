import { Link } from '@site/shared/router';
import { ErrorState, ExternalLink, formatLongDate, Page, Skeleton, telHref, useSettings } from '@site/shared';
import type { SiteSettings } from '@site/contracts/types';
import {
  billingCompanies,
  billingDetailsError,
  billingIntro,
  payOnline,
  surpriseBills,
  twoBills,
} from '../../content/billing.ts';
import type { BillingCompany } from '../../content/billing.ts';
import { pages } from '../../content/pages.ts';
import { InvoiceNotice } from './invoice-notice.tsx';
import styles from './billing-information.module.css';

/**
 * Billing Information (docs/requirements.md#screens-and-routes): the invoice-by-text notice (the header popover's settings), two columns for
 * the billing and the collections company with mailing address and phone, the online payment link, why one exam
 * brings two bills, and the link to the No Surprises Act notice. The companies, their phones and the payment
 * page are site settings (docs/design.md#demo-content); while they cannot be loaded, an error with Retry takes their place. Titled exactly 'Billing Information' so the
 * shell hides its footer billing callout here.
 */
export function BillingInformation() {
  const { data: settings, error, isValidating, mutate } = useSettings();
  const failed = !settings && error && !isValidating;
  return (
    <Page title={pages.billing.title} intro={billingIntro}>
      <InvoiceNotice />
      {failed && <ErrorState title={billingDetailsError} onRetry={() => void mutate()} />}
      <div className={styles.columns}>
        {billingCompanies.map((company) => (
          <CompanyColumn key={company.heading} company={company} settings={settings} />
        ))}
      </div>

      <section className={styles.section} aria-labelledby="pay-online-heading">
        <h2 id="pay-online-heading">{payOnline.heading}</h2>
        <p>{payOnline.text}</p>
        {settings ? (
          <>
            <ExternalLink href={settings.payment_url} className={styles.payLink}>
              {payOnline.linkText}
            </ExternalLink>
            <p>{payOnline.byMail(settings)}</p>
          </>
        ) : (
          <Skeleton width="12rem" />
        )}
      </section>

      <section className={styles.section} aria-labelledby="two-bills-heading">
        <h2 id="two-bills-heading">{twoBills.heading}</h2>
        {twoBills.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className={styles.kinds}>
          {twoBills.kinds.map((kind) => (
            <section key={kind.heading} className={styles.kind}>
              <h3>{kind.heading}</h3>
              <p>{kind.text}</p>
              <p>
                {kind.contact}{' '}
                {kind.contactTarget === 'billing line' ? (
                  settings && <a href={telHref(settings.billing_phone)}>{settings.billing_phone}</a>
                ) : (
                  <Link to={pages.locations.path}>{twoBills.locationsLinkText}</Link>
                )}
                .
              </p>
            </section>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="surprise-bills-heading">
        <h2 id="surprise-bills-heading">{surpriseBills.heading}</h2>
        <p>{surpriseBills.text}</p>
        <p>
          <Link to={pages.noSurprisesAct.path}>{surpriseBills.linkText}</Link>
        </p>
      </section>
    </Page>
  );
}

/** One company's column: what it does, its mailing address and its phone, from the settings. */
function CompanyColumn({ company, settings }: { company: BillingCompany; settings: SiteSettings | undefined }) {
  if (!settings) {
    return (
      <section className={styles.column}>
        <h2>{company.heading}</h2>
        <Skeleton height="10rem" />
      </section>
    );
  }
  const name = settings[company.settings.name];
  const phone = settings[company.settings.phone];
  const addressLines = settings[company.settings.address]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <section className={styles.column}>
      <h2>{company.heading}</h2>
      <p className={styles.companyName}>{name}</p>
      <p>{company.description(name, formatLongDate(settings.billing_company_since))}</p>
      <h3>Mailing address</h3>
      <address className={styles.address}>
        {[name, ...addressLines].map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
      </address>
      <h3>{company.phoneLabel}</h3>
      <a className={styles.phone} href={telHref(phone)}>
        {phone}
      </a>
    </section>
  );
}
