import { loadConfig, loadMailConfig } from '../src/config.ts';
import { describeSmtp } from '../src/mail/mailer.ts';

describe('mail settings', () => {
  it('leaves mail off when no SMTP server is named', () => {
    expect(loadMailConfig({})).toBeUndefined();
    expect(loadMailConfig({ SMTP_URL: '', SMTP_HOST: '', MAIL_TO: 'desk@practice.example' })).toBeUndefined();
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('takes a whole server in SMTP_URL', () => {
    expect(
      loadMailConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example:465', MAIL_FROM: 'Website <web@practice.example>' }),
    ).toEqual({
      smtp: { url: 'smtps://user:p%40ss@mail.example:465' },
      from: 'Website <web@practice.example>',
      to: undefined,
    });
  });

  it('builds the server from SMTP_HOST and friends, with TLS following the port unless told', () => {
    expect(loadMailConfig({ SMTP_HOST: 'mail.example' })?.smtp).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
      auth: undefined,
    });
    expect(loadMailConfig({ SMTP_HOST: 'mail.example', SMTP_PORT: '465' })?.smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(loadMailConfig({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' })?.smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(
      loadMailConfig({
        SMTP_HOST: 'mail.example',
        SMTP_PORT: '2525',
        SMTP_USER: 'web',
        SMTP_PASS: 'secret',
        MAIL_TO: 'desk@practice.example',
      }),
    ).toEqual({
      smtp: { host: 'mail.example', port: 2525, secure: false, auth: { user: 'web', pass: 'secret' } },
      from: undefined,
      to: 'desk@practice.example',
    });
  });

  it('names every bad mail setting, one per line', () => {
    expect(() =>
      loadMailConfig({
        SMTP_URL: 'http://mail.example',
        SMTP_PORT: 'twenty-five',
        SMTP_SECURE: 'yes',
        MAIL_TO: 'front desk',
      }),
    ).toThrow(
      'Invalid configuration:\n- SMTP_URL must be an smtp:// or smtps:// URL.\n- SMTP_PORT must be a number.\n' +
        '- SMTP_SECURE must be true or false.\n- MAIL_TO must be one e-mail address, or a name and <address>.',
    );
    expect(() => loadMailConfig({ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example' })).toThrow(
      'Set SMTP_URL or SMTP_HOST, not both.',
    );
    expect(() => loadMailConfig({ SMTP_PORT: '25', SMTP_USER: 'web', SMTP_PASS: 'x' })).toThrow(
      'SMTP_PORT, SMTP_USER, SMTP_PASS need SMTP_HOST.',
    );
    expect(() => loadMailConfig({ SMTP_HOST: 'mail.example', SMTP_USER: 'web' })).toThrow(
      'Set SMTP_USER and SMTP_PASS together.',
    );
    expect(() => loadConfig({ PORT: 'eighty', SMTP_HOST: 'mail.example', SMTP_PASS: 'x' })).toThrow(
      /PORT must be a number/,
    );
  });

  it('describes the server for the log without the credentials', () => {
    expect(describeSmtp({ url: 'smtps://user:secret@mail.example' })).toBe('mail.example:465 (TLS)');
    expect(describeSmtp({ url: 'smtp://user:secret@mail.example:2525' })).toBe('mail.example:2525');
    expect(describeSmtp({ host: 'mail.example', port: 587, secure: false, auth: { user: 'u', pass: 'secret' } })).toBe(
      'mail.example:587',
    );
  });
});
