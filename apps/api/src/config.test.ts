import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ConfigError, fastifyTrustProxy, loadConfig, prepareDataDir } from './config';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('config', () => {
  it('has defaults that run Plaza locally on PGlite', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.maintenance).toBe(false);
    expect(config.seed).toBe('demo');
    expect(config.secureCookies).toBe(false);
    expect(config.mailRetryMaxMinutes).toBe(60);
    expect(config.orderPaymentHours).toBe(72);
    expect(config.renderConcurrency).toBe(8);
    expect(config.shutdownSeconds).toBe(10);
  });

  it('takes DATABASE_REPLICA_URL only as a postgres:// address beside DATABASE_URL', () => {
    const primary = 'postgres://plaza@db1/plaza';
    const replica = 'postgres://plaza@db2/plaza';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL: necesita DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://db2' })).toThrow(/DATABASE_REPLICA_URL/);
  });

  it('reads SHUTDOWN_SECONDS as whole seconds from 1 to 600, and refuses anything else', () => {
    expect(loadConfig({ SHUTDOWN_SECONDS: '30' }).shutdownSeconds).toBe(30);
    for (const bad of ['0', '-1', '2.5', 'diez', '601']) {
      expect(() => loadConfig({ SHUTDOWN_SECONDS: bad }), bad).toThrow(/SHUTDOWN_SECONDS/);
    }
  });

  it('reads RENDER_CONCURRENCY as a whole number from 1 to 64, and refuses anything else', () => {
    expect(loadConfig({ RENDER_CONCURRENCY: '1' }).renderConcurrency).toBe(1);
    for (const bad of ['0', '-1', '2.5', 'muchas', '65']) {
      expect(() => loadConfig({ RENDER_CONCURRENCY: bad }), bad).toThrow(/RENDER_CONCURRENCY/);
    }
  });

  it('reads ORDER_PAYMENT_HOURS as whole hours from 1 to a year, and refuses anything else', () => {
    expect(loadConfig({ ORDER_PAYMENT_HOURS: '24' }).orderPaymentHours).toBe(24);
    for (const bad of ['0', '-3', '1.5', 'tres', '9000']) {
      expect(() => loadConfig({ ORDER_PAYMENT_HOURS: bad }), bad).toThrow(/ORDER_PAYMENT_HOURS/);
    }
  });

  it('reads TRUST_PROXY as the hops in front of Plaza: off, a number of proxies, or their addresses', () => {
    for (const off of [{}, { TRUST_PROXY: '' }, { TRUST_PROXY: '0' }, { TRUST_PROXY: 'false' }]) expect(loadConfig(off).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // `true` is one hop, never "believe whatever the client put first".
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    for (const bad of ['yes', '-1', '1.5', '21', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '10.0.0.1/8/2', ',', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("makes Fastify take the client's address from the configured hops, never the first X-Forwarded-For entry", async () => {
    const ipBehind = async (value: string, forwardedFor: string, peer = '10.0.0.2') => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy) });
      app.get('/ip', async (request) => request.ip);
      const response = await app.inject({ url: '/ip', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
      await app.close();
      return response.body;
    };
    // The client wrote "1.1.1.1" itself; proxies appended what they saw.
    expect(await ipBehind('0', '1.1.1.1, 152.206.0.7')).toBe('10.0.0.2');
    expect(await ipBehind('1', '1.1.1.1, 152.206.0.7')).toBe('152.206.0.7');
    expect(await ipBehind('true', '1.1.1.1, 152.206.0.7')).toBe('152.206.0.7');
    expect(await ipBehind('2', '1.1.1.1, 152.206.0.7, 10.0.0.9')).toBe('152.206.0.7');
    expect(await ipBehind('10.0.0.0/24', '1.1.1.1, 152.206.0.7, 10.0.0.9')).toBe('152.206.0.7');
    // A peer that is not one of the listed proxies is the client, whatever it claims.
    expect(await ipBehind('10.0.0.0/24', '1.1.1.1', '152.206.0.8')).toBe('152.206.0.8');
  });

  it('stops with a message naming every bad setting', () => {
    const attempt = () =>
      loadConfig({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', SEED: 'todo', SMTP_URL: 'http://mail', MAIL_RETRY_MAX_MINUTES: '0' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'SMTP_URL', 'MAIL_RETRY_MAX_MINUTES']) expect(message).toContain(name);
    }
  });

  it('treats empty values as unset and https as secure', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://plaza.example/', MAINTENANCE: '1' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://plaza.example');
    expect(config.secureCookies).toBe(true);
    expect(config.maintenance).toBe(true);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-config-'));
    dirs.push(dir);
    const first = prepareDataDir(loadConfig({ DATA_DIR: dir }));
    const second = prepareDataDir(loadConfig({ DATA_DIR: dir }));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
  });
});
