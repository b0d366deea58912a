/** Limits the forms show before any validation code loads (zod-free, so pages can import them cheaply). */

/** Maximum length of the contact comments, in characters (docs/requirements.md#validation, docs/requirements.md#constants). */
export const COMMENTS_MAX_LENGTH = 500;
