import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes `path` a folder only Plaza's user may open (0700, whatever the umask: a chmod after the
 * mkdir) when Plaza creates it, its parents as the umask says. A folder that already exists is
 * left as it is, unless `tighten`: for Plaza's own folders (the outbox, `run/`), whose contents
 * (live links in mail) no one else has any use for, an earlier Plaza's 0755 is tightened too.
 * An operator's own DATA_DIR keeps the mode they gave it.
 */
export function ensurePrivateDir(path: string, options: { tighten?: boolean } = {}): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!options.tighten) return;
  }
  chmodSync(path, 0o700);
}
