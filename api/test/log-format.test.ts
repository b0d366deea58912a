import './test-support/vm-modules.ts';
import { logFormatFrom } from '../src/ops/logging.ts';
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

describe.each([
  ['json', 'info'],
  ['pretty', 'info'],
  ['pretty', 'debug'],
] as const)('an app logging %s at %s', (logFormat, level) => {
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = level;
    try {
      testApp = await createTestApp(undefined, {
        logger: true,
        logFormat,
        logStream: { write: (line) => lines.push(line) },
      });
    } finally {
      if (before === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = before;
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it('writes its events and, by the format and level, its requests', async () => {
    lines.length = 0;
    testApp.app.log.info('pages: generation 20261127 rendered');
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
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
