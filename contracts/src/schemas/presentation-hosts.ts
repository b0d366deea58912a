/**
 * The hosts a presentation may be framed from on the Software Upgrades page (docs/design.md#privacy-and-analytics). Zod-free, so
 * the page can import it cheaply. The Content-Security-Policy's frame-src names exactly these hosts, so the
 * policy is the same whatever the settings say, and nginx can send it from a file.
 *
 * The list is short on purpose: every host on it may be framed by any page of the site. It holds the embed
 * hosts of the common presentation tools, each of which serves every customer's embeds from one fixed host.
 * SharePoint is left out because each organisation has a host of its own: only a wildcard would cover it,
 * and a wildcard would admit every other organisation's pages too.
 */

/** One host presentations may be framed from, and the tool that gives out its embed addresses. */
export interface PresentationHost {
  /** The host name, lower case: an embed address must be `https://` on exactly this host, default port. */
  host: string;
  /** The tool an admin knows it by. */
  tool: string;
}

/** The hosts presentations may be framed from, in the order the admin screen names them. */
export const PRESENTATION_HOSTS: readonly PresentationHost[] = [
  { host: 'docs.google.com', tool: 'Google Slides' },
  { host: 'onedrive.live.com', tool: 'PowerPoint (OneDrive)' },
  { host: 'view.officeapps.live.com', tool: 'PowerPoint (Office viewer)' },
  { host: 'www.canva.com', tool: 'Canva' },
  { host: 'prezi.com', tool: 'Prezi' },
];

const hosts = PRESENTATION_HOSTS.map((entry) => entry.host);

/** The message the settings form gives for an embed address off the list; it names every host. */
export const PRESENTATION_EMBED_MESSAGE =
  'Enter an embed address (https://…) from Google Slides, PowerPoint, Canva or Prezi, on ' +
  `${hosts.slice(0, -1).join(', ')} or ${hosts.at(-1)}; or leave it blank.`;

/**
 * True when `value` is an https address on one of PRESENTATION_HOSTS at the default port, with no user name
 * or password: an address the Content-Security-Policy lets a page frame. False for anything else, malformed
 * text included; never throws.
 */
export function isPresentationEmbedAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return PRESENTATION_HOSTS.some((entry) => entry.host === url.hostname);
}
