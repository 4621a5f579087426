// The built server with a CPU profiler that the bench switches on and off with SIGUSR2 (first
// signal: start; second: stop and write PROFILE_FILE), so the profile holds the load run only,
// not the start-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, { profile }) => {
    if (!error) writeFileSync(process.env.PROFILE_FILE, JSON.stringify(profile));
  });
});
await import(join(new URL('../..', import.meta.url).pathname, 'apps/api/dist/server.js'));
