import './test-support/vm-modules.ts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ORDERED_LISTS } from '../src/admin/routes/lists.ts';
import { news, physicians } from '../src/db/schema.ts';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildNewsItem, buildPhysician, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Malformed multipart bodies on every picture upload route: the client's mistake, so a 400 in the API's error
 * shape with a message on the file field, never a 500 and never a line at error level (which would page
 * someone over a broken or hostile request).
 */

const lines: string[] = [];
let testApp: TestApp;
let call: AdminCaller;
let png: Buffer;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), {
    mail: null,
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  ({ call } = await signedIn(testApp.app, 'editor'));
  png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const insertId = async (app: FastifyInstance, table: typeof physicians | typeof news, values: object) => {
  const [row] = await app.db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return row!.id;
};

/** Every upload route, with a way to make a record to upload to. */
const UPLOAD_ROUTES: [string, (app: FastifyInstance) => Promise<string>][] = [
  [
    'POST /api/admin/physicians/:id/photo',
    async (app) => `/api/admin/physicians/${await insertId(app, physicians, buildPhysician())}/photo`,
  ],
  [
    'POST /api/admin/news/:id/photo',
    async (app) => `/api/admin/news/${await insertId(app, news, buildNewsItem())}/photo`,
  ],
  ...ORDERED_LISTS.filter((list) => list.image).map((list): [string, (app: FastifyInstance) => Promise<string>] => [
    `POST /api/admin${list.path}/:id/image`,
    async (app) => {
      const [row] = (await app.db
        .insert(list.table)
        .values({
          title: 'Upload test',
          text: 'Text.',
          intro_text: 'About it.',
          image: 'x.webp',
          position: 99,
        } as never)
        .returning()) as { id: number }[];
      return `/api/admin${list.path}/${row!.id}/image`;
    },
  ]),
];

const BOUNDARY = 'zzz';
const filePartHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;

const MALFORMED_MESSAGE = 'The picture did not arrive whole. Choose it and upload it again.';
const NO_FILE_MESSAGE = 'Choose a picture to upload.';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Bodies a broken or hostile client sends as multipart/form-data: their Content-Type, and the message due. */
const MALFORMED: [string, () => { payload: string | Buffer; contentType: string; message: string }][] = [
  [
    'a body that is no multipart at all',
    () => ({ payload: 'x', contentType: multipartType, message: MALFORMED_MESSAGE }),
  ],
  // Nothing arrived, so nothing was cut off: what is missing is the picture.
  ['an empty body', () => ({ payload: '', contentType: multipartType, message: NO_FILE_MESSAGE })],
  [
    'a file part cut off before its closing boundary',
    () => ({
      payload: Buffer.concat([Buffer.from(filePartHead), png.subarray(0, 20)]),
      contentType: multipartType,
      message: MALFORMED_MESSAGE,
    }),
  ],
  [
    'a part header cut off',
    () => ({
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
      contentType: multipartType,
      message: MALFORMED_MESSAGE,
    }),
  ],
  [
    'a multipart type without a boundary',
    () => ({ payload: 'x', contentType: 'multipart/form-data', message: MALFORMED_MESSAGE }),
  ],
];

describe.each(UPLOAD_ROUTES)('%s', (_route, recordUrl) => {
  it.each(MALFORMED)(
    'answers 400 with a message on the file field to %s, logging nothing at error level',
    async (_what, body) => {
      const url = await recordUrl(testApp.app);
      const before = (await call('GET', url.replace(/\/(photo|image)$/, ''))).json();
      lines.length = 0;
      const { payload, contentType, message } = body();
      const response = await call('POST', url, payload, { 'content-type': contentType });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: { code: 'validation_failed', message, fields: { file: message } } },
      });
      const errors = lines.map((line) => JSON.parse(line) as { level: number }).filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
      // Nothing was stored.
      expect((await call('GET', url.replace(/\/(photo|image)$/, ''))).json()).toEqual(before);
    },
  );
});
