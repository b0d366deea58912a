/**
 * The User Timing mark the shell's Web Vitals reporter leaves once it listens (docs/design.md#web-vitals): from
 * then on, a page hidden or left sends its beacon; a page left before the reporter ran sends none. Developer
 * tools and the browser tests read it. A module of its own, free of zod, since the reporter's chunk imports it.
 */
export const VITALS_REPORTING_MARK = 'site:vitals-reporting';
