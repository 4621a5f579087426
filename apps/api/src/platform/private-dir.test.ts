import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, prepareDataDir } from '../config';
import { createMailer } from './mail';
import { ensurePrivateDir } from './private-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;
let root: string;
let umask: number;
// An everyday umask, under which plain mkdir and writeFile give everyone read access.
beforeEach(() => {
  umask = process.umask(0o022);
  root = mkdtempSync(join(tmpdir(), 'plaza-private-'));
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('ensurePrivateDir', () => {
  it("makes a new folder 0700 under any umask, and leaves an existing one as it is unless told to tighten it", () => {
    process.umask(0o000);
    ensurePrivateDir(join(root, 'a', 'new'));
    expect(modeOf(join(root, 'a', 'new'))).toBe(0o700);
    expect(modeOf(join(root, 'a'))).toBe(0o777);
    mkdirSync(join(root, 'mine'), { mode: 0o755 });
    ensurePrivateDir(join(root, 'mine'));
    expect(modeOf(join(root, 'mine'))).toBe(0o755);
    ensurePrivateDir(join(root, 'mine'), { tighten: true });
    expect(modeOf(join(root, 'mine'))).toBe(0o700);
  });
});

describe('DATA_DIR', () => {
  it('is created 0700, with its outbox 0700 and its session secret 0600; images stay readable', () => {
    const dataDir = join(root, 'data');
    prepareDataDir(loadConfig({ DATA_DIR: dataDir }));
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'outbox'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'session-secret'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'images'))).toBe(0o755);
  });

  it("keeps an operator's own DATA_DIR as they made it, but tightens an earlier Plaza's outbox", () => {
    const dataDir = join(root, 'srv');
    mkdirSync(join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    prepareDataDir(loadConfig({ DATA_DIR: dataDir }));
    expect(modeOf(dataDir)).toBe(0o755);
    expect(modeOf(join(dataDir, 'outbox'))).toBe(0o700);
  });

  it("writes the outbox's .eml files 0600: they hold live links", async () => {
    const config = prepareDataDir(loadConfig({ DATA_DIR: join(root, 'mail') }));
    rmSync(config.outboxDir, { recursive: true });
    await createMailer(config, pino({ level: 'silent' })).send({
      to: 'ana@example.com',
      subject: 'Activa tu cuenta',
      text: 'https://plaza.example/activate?token=x',
      html: '<p>x</p>',
      messageId: '<1@plaza.local>',
    });
    const [file] = readdirSync(config.outboxDir);
    expect(modeOf(config.outboxDir)).toBe(0o700);
    expect(modeOf(join(config.outboxDir, file!))).toBe(0o600);
  });
});
