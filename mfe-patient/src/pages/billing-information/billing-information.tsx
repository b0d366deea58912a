import { Link } from '@site/shared/router';
import { ExternalLink, formatLongDate, Page, Skeleton, telHref, useSettings, type SiteSettings } from '@site/shared';
import { billingCompanies, billingIntro, payOnline, surpriseBills, twoBills } from '../../content/billing.ts';
import type { BillingCompany } from '../../content/billing.ts';
import { pages } from '../../content/pages.ts';
import { InvoiceNotice } from './invoice-notice.tsx';
import styles from './billing-information.module.css';

/**
 * Billing Information (SPEC §2): the invoice-by-text notice (the header popover's settings), two columns for
 * the billing and the collections company with mailing address and phone, the online payment link, why one exam
 * brings two bills, and the link to the No Surprises Act notice. Titled exactly 'Billing Information' so the
 * shell hides its footer billing callout here.
 */
export function BillingInformation() {
  const { data: settings } = useSettings();
  return (
    <Page title={pages.billing.title} intro={billingIntro}>
      <InvoiceNotice />
      <div className={styles.columns}>
        {billingCompanies.map((company) => (
          <CompanyColumn key={company.name} company={company} settings={settings} />
        ))}
      </div>

      <section className={styles.section} aria-labelledby="pay-online-heading">
        <h2 id="pay-online-heading">{payOnline.heading}</h2>
        <p>{payOnline.text}</p>
        <ExternalLink href={payOnline.href} className={styles.payLink}>
          {payOnline.linkText}
        </ExternalLink>
        {settings && <p>{payOnline.byMail(settings)}</p>}
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

/** One company's column: what it does, its mailing address and its phone. */
function CompanyColumn({ company, settings }: { company: BillingCompany; settings: SiteSettings | undefined }) {
  const phone = company.phone ?? settings?.billing_phone;
  return (
    <section className={styles.column}>
      <h2>{company.heading}</h2>
      <p className={styles.companyName}>{company.name}</p>
      {settings ? (
        <p>{company.description(formatLongDate(settings.billing_company_since))}</p>
      ) : (
        <Skeleton height="3rem" />
      )}
      <h3>Mailing address</h3>
      <address className={styles.address}>
        {company.mailingAddress.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <h3>{company.phoneLabel}</h3>
      {phone ? (
        <a className={styles.phone} href={telHref(phone)}>
          {phone}
        </a>
      ) : (
        <Skeleton width="10rem" />
      )}
    </section>
  );
}
