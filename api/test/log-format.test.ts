import './test-support/vm-modules.ts';
import Fastify from 'fastify';
import { logControllerFor, logFormatFrom, loggerOptions, type LogFormat } from '../src/ops/logging.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The log's two formats (docs/design.md#api): JSON lines for collectors and production, readable lines on a
 * terminal, where a request is one line at debug level rather than two JSON objects at info.
 */

describe('the log format', () => {
  it('is LOG_FORMAT when set, else readable on a terminal and JSON elsewhere', () => {
    expect(logFormatFrom({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatFrom({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormatFrom({}, true)).toBe('pretty');
    expect(logFormatFrom({}, false)).toBe('json');
    expect(logFormatFrom({ LOG_FORMAT: 'yaml' }, false)).toBe('json');
  });
});

/** A bare Fastify logging as buildApp sets it up for `format`, its lines collected in `lines`. */
function loggingApp(format: LogFormat, lines: string[]) {
  const app = Fastify({
    logger: loggerOptions(true, { write: (line) => lines.push(line) }, format),
    logController: logControllerFor(format),
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}

describe.each([
  ['json', 'info'],
  ['pretty', 'info'],
  ['pretty', 'debug'],
] as const)('an app logging %s at %s', (logFormat, level) => {
  const lines: string[] = [];
  let app: ReturnType<typeof loggingApp>;
  beforeAll(() => {
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = level;
    try {
      app = loggingApp(logFormat, lines);
    } finally {
      if (before === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = before;
    }
  });
  afterAll(() => app.close());

  it('writes its events and, by the format and level, its requests', async () => {
    lines.length = 0;
    app.log.info('pages: generation 20261127 rendered');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const text = lines.join('');
    if (logFormat === 'json') {
      const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
      expect(entries.map((entry) => entry.msg)).toEqual([
        'pages: generation 20261127 rendered',
        'incoming request',
        'request completed',
      ]);
      expect(entries[1]!.reqId).toBeTruthy();
      return;
    }
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: pages: generation 20261127 rendered\n$/);
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('incoming request');
    if (level === 'debug') {
      expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/health 200 in \d+ ms\n$/);
    } else {
      expect(lines).toHaveLength(1);
    }
  });
});

describe('the API app', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(undefined, {
      logger: true,
      logFormat: 'pretty',
      logStream: { write: (line) => lines.push(line) },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it('logs in the format it is given, with no request lines at info', async () => {
    lines.length = 0;
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    testApp.app.log.warn('mail is off');
    expect(lines).toEqual([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] WARN: mail is off\n$/)]);
  });
});
