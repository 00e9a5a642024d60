import { logFormatOf } from '../config.js';
import { textMessage } from './text-log.js';

describe('textMessage', () => {
  test.each([
    [
      { msg: 'Nest application successfully started', context: 'NestApplication' },
      '[NestApplication] Nest application successfully started',
    ],
    [{ msg: 'Server listening at http://127.0.0.1:3000' }, 'Server listening at http://127.0.0.1:3000'],
    [
      { msg: 'request', method: 'GET', route: '/api/:r', path: '/api/products', status: 200, durationMs: 1.5 },
      'GET /api/products 200 1.5 ms',
    ],
    [
      { msg: 'request failed', method: 'POST', path: '/api/x', status: 500, durationMs: 3 },
      'request failed: POST /api/x 500 3 ms',
    ],
    [{ msg: 'write after end', path: '/en/' }, 'write after end (/en/)'],
  ])('%j', (log, expected) => expect(textMessage(log)).toBe(expected));
});

describe('logFormatOf', () => {
  test('unset: readable lines on a terminal, JSON lines anywhere else', () => {
    expect([logFormatOf(undefined, true), logFormatOf('', false)]).toEqual(['text', 'json']);
  });

  test('as asked, whatever the output', () => {
    expect([logFormatOf('json', true), logFormatOf('text', false)]).toEqual(['json', 'text']);
  });

  test('anything else stops the start', () => {
    expect(() => logFormatOf('pretty', true)).toThrow('SARAY_LOG_FORMAT must be json or text (got "pretty")');
  });
});
