import { telHref } from '@site/shared';
import type { SiteSettings } from '@site/contracts/types';

/** The practice's address, phone (a tel: link) and fax, from the settings (docs/requirements.md#visitors-and-purpose, docs/requirements.md#screens-and-routes). */
export function ContactDetails({ settings, className }: { settings: SiteSettings; className?: string }) {
  return (
    <address className={className}>
      <span>
        {settings.street_address}, {settings.city}, {settings.state} {settings.zip}
      </span>{' '}
      <span>
        Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
      </span>{' '}
      <span>Fax: {settings.fax}</span>
    </address>
  );
}
