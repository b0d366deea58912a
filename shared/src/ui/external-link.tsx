import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site: opens in a new tab, tells screen-reader users so, and sends no referrer or opener.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
