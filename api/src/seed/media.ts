import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fellows, news, outreachEvents, physicians, residents, rotator } from './data/index.ts';

export const MEDIA_KINDS = ['physicians', 'news', 'rotator', 'outreach'] as const;
type MediaKind = (typeof MEDIA_KINDS)[number];

/** The picture shown for anyone whose `photo` is null. */
const DEFAULT_PORTRAIT = 'default.svg';

interface DemoImage {
  kind: MediaKind;
  file: string;
  svg: string;
}

// Pictures are generated from their names rather than shipped as binaries, so the demo has no photographs of
// real people and the same name always produces the same picture.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const round = (value: number): number => Math.round(value * 10) / 10;

const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(hue) % 360}, ${saturation}%, ${lightness}%)`;

function svgDocument(width: number, height: number, title: string, body: string): string {
  const titleId = `t${hash(title).toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function initials(fullName: string, lastName: string): string {
  const givenName = fullName.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
  const letter = (word: string): string => (word.match(/\p{L}/u)?.[0] ?? '').toUpperCase();
  return `${letter(givenName)}${letter(lastName)}`;
}

const PORTRAIT_WIDTH = 320;
const PORTRAIT_HEIGHT = 400;
const HEAD = '<circle cx="160" cy="150" r="64" fill="FILL"/>';
const SHOULDERS = '<path d="M40 400 C40 304 92 236 160 236 C228 236 280 304 280 400 Z" fill="FILL"/>';

function portrait(fullName: string, lastName: string): string {
  const hue = hash(fullName) % 360;
  const figure = hsl(hue, 28, 38);
  const body = [
    `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="${hsl(hue, 45, 88)}"/>`,
    HEAD.replace('FILL', figure),
    SHOULDERS.replace('FILL', figure),
    `<text x="160" y="352" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="44" font-weight="600" letter-spacing="2" fill="#ffffff">${escapeXml(initials(fullName, lastName))}</text>`,
  ].join('\n');
  return svgDocument(PORTRAIT_WIDTH, PORTRAIT_HEIGHT, fullName, body);
}

function defaultPortrait(): string {
  const body = [
    `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="#e4e7eb"/>`,
    HEAD.replace('FILL', '#a3acb7'),
    SHOULDERS.replace('FILL', '#a3acb7'),
  ].join('\n');
  return svgDocument(PORTRAIT_WIDTH, PORTRAIT_HEIGHT, 'Default profile picture', body);
}

/**
 * What an illustration's SVG title says: abstract art made for the story, slide or event it stands beside.
 * The title describes the picture actually drawn, never a photograph it might stand in for.
 */
export function illustrationTitle(subject: string): string {
  return `Abstract illustration for “${subject}”`;
}

// Abstract compositions in relative coordinates, so a news item's small and large pictures look alike.
function illustration(seedText: string, subject: string, width: number, height: number): string {
  const random = seededRandom(hash(seedText));
  const hue = random() * 360;
  const secondHue = hue + 30 + random() * 60;
  const accentHue = hue + 160 + random() * 40;
  const size = Math.min(width, height);
  const gradientId = `g${hash(seedText).toString(36)}`;
  const shapes: string[] = [
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 42)}"/><stop offset="1" stop-color="${hsl(secondHue, 50, 30)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`,
  ];

  for (let i = 0; i < 7; i += 1) {
    const circleHue = [hue, secondHue, accentHue][i % 3] ?? hue;
    shapes.push(
      `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(size * (0.06 + random() * 0.28))}" fill="${hsl(circleHue, 60, 70)}" fill-opacity="${round(0.15 + random() * 0.3)}"/>`,
    );
  }

  // Concentric rings, a nod to a scanner's gantry.
  const ringX = round(width * (0.5 + random() * 0.35));
  const ringY = round(height * (0.3 + random() * 0.4));
  for (let ring = 1; ring <= 4; ring += 1) {
    shapes.push(
      `<circle cx="${ringX}" cy="${ringY}" r="${round(size * 0.09 * ring)}" fill="none" stroke="${hsl(hue, 40, 96)}" stroke-opacity="${round(0.6 - ring * 0.1)}" stroke-width="${round(size * 0.012)}"/>`,
    );
  }

  for (let i = 0; i < 3; i += 1) {
    const w = size * (0.12 + random() * 0.2);
    const h = size * (0.08 + random() * 0.14);
    shapes.push(
      `<rect x="${round(random() * (width - w))}" y="${round(random() * (height - h))}" width="${round(w)}" height="${round(h)}" rx="${round(h / 4)}" fill="${hsl(accentHue, 55, 80)}" fill-opacity="${round(0.2 + random() * 0.25)}"/>`,
    );
  }

  const waveY = height * (0.62 + random() * 0.2);
  const amplitude = height * (0.05 + random() * 0.08);
  shapes.push(
    `<path d="M0 ${round(waveY)} C${round(width * 0.25)} ${round(waveY - amplitude)} ${round(width * 0.5)} ${round(waveY + amplitude)} ${round(width * 0.75)} ${round(waveY)} S${width} ${round(waveY - amplitude)} ${width} ${round(waveY)} L${width} ${height} L0 ${height} Z" fill="${hsl(secondHue, 45, 20)}" fill-opacity="0.45"/>`,
  );

  return svgDocument(width, height, illustrationTitle(subject), shapes.join('\n'));
}

/** `news-new-3t-mri-small.svg` and `news-new-3t-mri-large.svg` share the slug, and so the composition. */
const slugOf = (file: string): string => file.replace(/\.svg$/, '').replace(/-(small|large)$/, '');

function demoImages(): DemoImage[] {
  const images: DemoImage[] = [{ kind: 'physicians', file: DEFAULT_PORTRAIT, svg: defaultPortrait() }];
  for (const person of [...physicians, ...residents, ...fellows]) {
    if (person.photo)
      images.push({ kind: 'physicians', file: person.photo, svg: portrait(person.full_name, person.last_name) });
  }
  for (const item of news) {
    if (item.photo_small) {
      images.push({
        kind: 'news',
        file: item.photo_small,
        svg: illustration(slugOf(item.photo_small), item.title, 480, 320),
      });
    }
    // Named for the story, not its caption: a caption staff write describes a photo they upload, not this art.
    if (item.photo_large) {
      images.push({
        kind: 'news',
        file: item.photo_large,
        svg: illustration(slugOf(item.photo_large), item.title, 1200, 675),
      });
    }
  }
  for (const slide of rotator) {
    images.push({ kind: 'rotator', file: slide.image, svg: illustration(slugOf(slide.image), slide.title, 1600, 600) });
  }
  for (const event of outreachEvents) {
    if (event.photo_small) {
      images.push({
        kind: 'outreach',
        file: event.photo_small,
        svg: illustration(slugOf(event.photo_small), event.title, 480, 320),
      });
    }
  }
  return images;
}

/** Writes the demo pictures into the media store, leaving any file already there untouched. */
export async function writeDemoMedia(mediaDir: string): Promise<void> {
  await Promise.all(MEDIA_KINDS.map((kind) => mkdir(join(mediaDir, kind), { recursive: true })));
  await Promise.all(
    demoImages().map(async ({ kind, file, svg }) => {
      // File names come from data a practice replaces; one with a directory part would write outside the store.
      if (basename(file) !== file || file.startsWith('.')) throw new Error(`Unsafe media file name: ${file}`);
      try {
        await writeFile(join(mediaDir, kind, file), svg, { flag: 'wx' });
      } catch (error) {
        // A file already present may be a real photo a user uploaded; it is never replaced.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }),
  );
}
