import { ExternalLink, useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { useRouteTitle } from '../../router/route-title.ts';
import { ContactDetails } from '../address.tsx';
import { LogoMark } from '../logo.tsx';
import { useFooterLinks, useNavGroups } from '../registry-context.tsx';
import styles from './footer.module.css';

/** The page whose title hides the billing callout (docs/requirements.md#screens-and-routes). */
const BILLING_PAGE_TITLE = 'Billing Information';

/**
 * The site footer (docs/requirements.md#screens-and-routes): the 'Billing and Records Questions' callout (on every page except Billing
 * Information), the menu's link groups, footer-only links such as Privacy Policy, logo, address, phone, fax,
 * the contact e-mail and the social profile.
 */
export function Footer() {
  const { data: settings } = useSettings();
  const groups = useNavGroups();
  const extraLinks = useFooterLinks();
  const title = useRouteTitle();
  return (
    <footer className={styles.footer}>
      {title !== BILLING_PAGE_TITLE && (
        <aside className={styles.callout} aria-labelledby="billing-callout">
          <h2 id="billing-callout">Billing and Records Questions</h2>
          <p>Questions about a bill from us, or about your records? We can help.</p>
          <Link to="/patient-information/billing-information" className={styles.calloutLink}>
            Billing information
          </Link>
        </aside>
      )}
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.groups}>
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className={styles.groupTitle}>
                <Link to={group.url}>{group.title}</Link>
              </h2>
              {group.items.length > 0 && (
                <ul>
                  {group.items.map((item) => (
                    <li key={item.url}>
                      <Link to={item.url}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {extraLinks.length > 0 && (
            <div>
              <h2 className={styles.groupTitle}>More</h2>
              <ul>
                {extraLinks.map((link) => (
                  <li key={link.url}>
                    <Link to={link.url}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
        {settings && (
          <div className={styles.contact}>
            <Link to="/" className={styles.logo}>
              <LogoMark size={36} />
              <span>{settings.organization_name}</span>
            </Link>
            <ContactDetails settings={settings} className={styles.address} />
            <p>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
            <p>
              <ExternalLink href={settings.social_url}>{settings.social_name}</ExternalLink>
            </p>
          </div>
        )}
      </div>
    </footer>
  );
}
