import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { hostHeader } from '../plugins/app/host-header.ts';
import { isLoopbackCaller, isTrustedProxyCaller } from './callers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(hostHeader);
  app.setErrorHandler((error, _request, reply) =>
    reply.code(error instanceof HttpError ? error.statusCode : 500).send({ code: (error as HttpError).code }),
  );
  app.get('/who', async (request) => ({ local: isLoopbackCaller(request) }));
  await app.ready();
});
afterAll(() => app.close());

const local = async (headers: Record<string, string | string[]>, remoteAddress = '127.0.0.1') =>
  (await app.inject({ url: '/who', headers, remoteAddress })).json().local as boolean;

describe('isLoopbackCaller', () => {
  it('is local for a loopback socket with no proxy header, over IPv4 and IPv6', async () => {
    expect(await local({})).toBe(true);
    expect(await local({}, '::1')).toBe(true);
    expect(await local({}, '::ffff:127.0.0.1')).toBe(true);
  });

  it('is not local from another address, whatever the headers say', async () => {
    expect(await local({ host: 'localhost' }, '203.0.113.9')).toBe(false);
    expect(await local({ 'x-real-ip': '127.0.0.1' }, '10.0.0.2')).toBe(false);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'localhost'],
    ['x-forwarded-proto', 'https'],
    ['x-forwarded-port', '443'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['via', '1.1 nginx'],
    ['true-client-ip', '203.0.113.9'],
  ])('is not local from loopback when the request carries %s', async (name, value) => {
    expect(await local({ [name]: value })).toBe(false);
  });
});

describe('isTrustedProxyCaller', () => {
  const proxied = async (trustProxy: string | undefined, headers: Record<string, string>, remoteAddress: string) => {
    const server = Fastify(trustProxy === undefined ? {} : { trustProxy });
    server.get('/who', async (request) => ({ proxied: isTrustedProxyCaller(request), ip: request.ip }));
    try {
      return (await server.inject({ url: '/who', headers, remoteAddress })).json<{ proxied: boolean; ip: string }>();
    } finally {
      await server.close();
    }
  };

  it("is true for the trusted proxy naming its client, whose address is then the request's", async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' };
    expect(await proxied('127.0.0.1', forwarded, '127.0.0.1')).toEqual({ proxied: true, ip: '203.0.113.9' });
  });

  it('is false without TRUST_PROXY, from another peer, and for the trusted peer forwarding nobody', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await proxied(undefined, forwarded, '127.0.0.1')).proxied).toBe(false);
    expect((await proxied('127.0.0.1', forwarded, '198.51.100.7')).proxied).toBe(false);
    expect((await proxied('127.0.0.1', {}, '127.0.0.1')).proxied).toBe(false);
  });
});

describe('Host header', () => {
  it('answers 400 to a request naming Host twice, the same value or two', async () => {
    for (const hosts of [
      ['a.example', 'b.example'],
      ['a.example', 'a.example'],
    ]) {
      // Two Host lines on the wire, as a raw request would carry them.
      const response = await app.inject({ url: '/who', headers: { host: hosts } as unknown as Record<string, string> });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'bad_request' });
    }
    expect((await app.inject({ url: '/who', headers: { host: 'a.example' } })).statusCode).toBe(200);
  });
});
