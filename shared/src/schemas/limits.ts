/** Limits the forms show before any validation code loads (zod-free, so pages can import them cheaply). */

/** Maximum length of the contact comments, in characters (SPEC §5, §9). */
export const COMMENTS_MAX_LENGTH = 500;
