import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { startServerProcess as startServer, stopServerProcesses } from './test/server-process';

afterEach(stopServerProcesses);

/** Resolves with 'connected' or the error code of a fresh connection to the port. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function socketTo(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes on the socket until it closes it. */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('close', () => resolve(text));
  });
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A login whose body is still on its way: the request is in flight (its headers are read, its
 * handler waits for the body) for as long as the test keeps the rest of the body back.
 */
async function slowLogin(port: number) {
  const csrf = await fetch(`http://127.0.0.1:${port}/api/auth/csrf-token`);
  const { csrf_token: token } = (await csrf.json()) as { csrf_token: string };
  const cookie = csrf.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const body = JSON.stringify({ email: 'nadie@example.com', password: 'NoEsLaClave1!' });
  const socket = await socketTo(port);
  const answer = readAll(socket);
  socket.write(
    [
      'POST /api/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Connection: keep-alive',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: ${cookie}`,
      `X-CSRF-Token: ${token}`,
      'X-Requested-With: XMLHttpRequest',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  return { answer, finish: () => socket.write(body.slice(10)) };
}

describe('graceful restart on SIGTERM', () => {
  it('refuses new connections, closes idle ones, answers the request in flight, then exits 0', async () => {
    const server = await startServer();
    // An idle keep-alive connection: it has had its answer and waits for a next request.
    const idle = await socketTo(server.port);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const idleAnswer = new Promise<void>((resolve) => idle.once('data', () => resolve()));
    idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await idleAnswer;

    const login = await slowLogin(server.port);
    await tick(300); // the server has read the headers: the login is in flight
    server.child.kill('SIGTERM');

    // The listening socket closes at once, and the idle connection with it.
    let refused = await tryConnect(server.port);
    while (refused === 'connected') {
      await tick(50);
      refused = await tryConnect(server.port);
    }
    expect(refused).toBe('ECONNREFUSED');
    await idleClosed;
    // Still running: the login in flight holds it open.
    expect(server.child.exitCode).toBeNull();

    login.finish();
    const answer = await login.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain(JSON.stringify({ success: false, message: t('auth.invalidCredentials') }));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 90_000);

  it('exits 1 with a log line when the work in flight outlasts SHUTDOWN_SECONDS', async () => {
    const server = await startServer({ SHUTDOWN_SECONDS: '1' });
    const login = await slowLogin(server.port);
    await tick(300);
    server.child.kill('SIGTERM');
    // The body never comes: only the deadline ends the process.
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('shutdown deadline passed (SHUTDOWN_SECONDS=1)');
    // The request cut short gets no answer; its connection ends with the process.
    expect(await login.answer).toBe('');
  }, 90_000);
});
