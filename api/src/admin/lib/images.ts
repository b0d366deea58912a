/**
 * Photo uploads, checked for type and size and resized with sharp into the sizes the site shows.
 * The file is read from a multipart body, decoded by sharp (so the check is on the content, not on a name or
 * a Content-Type the browser claims), cropped to each size the site shows and stored as WebP in the media
 * store under a name made from the record (e.g. `okafor-amara-1a2b3c4d.webp`).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The type side of @fastify/multipart: request.isMultipart() and request.file() (the admin scope registers it).
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../lib/errors.ts';

/** Largest upload accepted, in bytes (10 MB: a phone photo fits, a video does not). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Formats accepted, as sharp names them. sharp reports AVIF as 'heif' (AVIF is HEIF holding AV1), so 'heif'
 * passes only with AV1 inside (see toWebp): the README promises JPEG, PNG, WebP and AVIF, and HEIC photos
 * from phones are HEIF of another kind that not every browser or tool handles.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
// A decompression bomb (a tiny file declaring a gigantic canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 60_000_000;

/** The media folders (docs/design.md#data), as the public pages read them. */
export type MediaKind = 'physicians' | 'news' | 'rotator' | 'outreach';

/** A size the site shows a picture at, in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The sizes the public pages show (their img width and height). */
export const IMAGE_SIZES = {
  physician: { width: 320, height: 400 },
  newsSmall: { width: 480, height: 320 },
  newsLarge: { width: 1200, height: 675 },
  rotator: { width: 1600, height: 640 },
  outreach: { width: 480, height: 320 },
} as const satisfies Record<string, ImageSize>;

const NOT_AN_IMAGE = 'The file is not a picture we can use. Choose a JPEG, PNG, WebP or AVIF image.';
const HEIC = 'HEIC and HEIF pictures are not accepted. Choose a JPEG, PNG, WebP or AVIF image.';
const NO_FILE = 'Choose a picture to upload.';
// Limits @fastify/multipart reports when a body holds something other than the one file: a form field
// (`fields: 0`) or more parts than a file needs. Its own answer would be 413, as if the picture were too big.
const NOT_ONLY_A_FILE = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);
const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller picture.`;
const MALFORMED = 'The picture did not arrive whole. Choose it and upload it again.';

/**
 * The error to answer for `error`, raised while the multipart body was read: the client's mistake gets a 4xx
 * on the file field. The parser (busboy) throws plain errors for a body it cannot read (no boundary, a part cut
 * off, a malformed header), and @fastify/multipart a 400 when the request ends early; passed on, the first
 * would be a 500 logged at error level over a broken or hostile request. Only a 5xx of the plugin's own (a
 * fault of the server, not of the body) is passed on as it is.
 */
function uploadError(error: unknown): unknown {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (error instanceof HttpError) return error;
  if (NOT_ONLY_A_FILE.has(code ?? '')) return new HttpError(400, 'validation_failed', NO_FILE, { file: NO_FILE });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'payload_too_large', TOO_LARGE, { file: TOO_LARGE });
  if (statusCode !== undefined && statusCode >= 500) return error;
  return new HttpError(400, 'validation_failed', MALFORMED, { file: MALFORMED });
}

/**
 * Reads the one file of a multipart/form-data request (field name free). Throws HttpError 415 when the body
 * is not multipart, 400 validation_failed with a message on the `file` field when it holds no file (or form
 * fields instead of one) or cannot be read as multipart (no boundary, a part cut off), 413 when the file is
 * larger than MAX_UPLOAD_BYTES.
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data.');
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw new HttpError(400, 'validation_failed', NO_FILE, { file: NO_FILE });
  try {
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * Decodes `input` and returns one WebP per size, cropped to fill it (centred on the most interesting part).
 * Throws HttpError 415 when `input` is not a JPEG, PNG, WebP or AVIF image (HEIC and other HEIF included).
 */
export async function toWebp(input: Buffer, sizes: readonly ImageSize[]): Promise<Buffer[]> {
  const { format, compression } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((): { format?: string; compression?: string } => ({}));
  if (format === 'heif' && compression !== 'av1') {
    throw new HttpError(415, 'unsupported_media_type', HEIC, { file: HEIC });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new HttpError(415, 'unsupported_media_type', NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  }
  try {
    return await Promise.all(
      sizes.map(({ width, height }) =>
        sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // honour the camera's orientation before the EXIF data is dropped
          .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    // The header was readable but the picture is not (truncated or corrupt).
    throw new HttpError(415, 'unsupported_media_type', NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  }
}

/** A plain picture in the site's brand colour, standing in until staff upload a real one. */
export function placeholderWebp({ width, height }: ImageSize): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b4f6c' } })
    .webp()
    .toBuffer();
}

/** Lower-case ASCII words joined by hyphens: 'Zoë O’Brien' → 'zoe-obrien'. At most `max` characters. */
export function slug(text: string, max = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * A media file name: `{base}-{first 8 hex of the content's SHA-256}.webp`. The content hash gives a new
 * photo a new name, so browsers that cached the old one (media is served with a max-age) show the new one on
 * their next page load.
 */
export function versionedName(base: string, content: Buffer): string {
  return `${base}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.webp`;
}

/** The first given name of a display name: 'Amara Okafor, MD' → 'Amara'. */
export function firstName(fullName: string): string {
  return fullName.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
}

/** Writes `data` as `fileName` in the media folder `kind`, atomically (a temporary file, then a rename). */
export async function writeMedia(mediaDir: string, kind: MediaKind, fileName: string, data: Buffer): Promise<void> {
  const dir = path.join(mediaDir, kind);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${fileName}.${process.pid}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path.join(dir, fileName));
}

/** Removes a media file that no record uses any more; a missing file or an unsafe name is ignored. */
export async function removeMedia(mediaDir: string, kind: MediaKind, fileName: string | null): Promise<void> {
  if (!fileName || path.basename(fileName) !== fileName || fileName.startsWith('.')) return;
  await rm(path.join(mediaDir, kind, fileName), { force: true });
}
