/**
 * The value that names a desktop menu group to Radix's navigation menu, a slug of its title ('About Us' →
 * 'about-us'). Radix builds element ids from it (`…-trigger-about-us`), and an id may not contain spaces.
 */
export function menuValue(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
