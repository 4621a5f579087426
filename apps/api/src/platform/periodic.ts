import type { FastifyInstance } from 'fastify';

/** How soon after the start each job first runs, at the latest. */
const FIRST_RUN_WITHIN_MS = 5_000;

/** Work every API process does now and then; it must be safe with several processes doing it at once. */
export type PeriodicJob = { name: string; everyMs: number; run: () => Promise<unknown> };

/**
 * Runs each job in this process every `everyMs`, the first time within a few seconds of the start
 * (at a random point of them: processes started together do not all run it at once; work that fell
 * due while no process ran, such as orders past their payment time, is done at once), never two runs of one job at
 * once. A failing run is logged and the job runs again at its next turn. When the app closes the
 * timers stop and a run in progress is waited for, so the database closes after it. Call before
 * `listen` (it adds an onClose hook).
 */
export function runPeriodically(app: FastifyInstance, jobs: PeriodicJob[]) {
  let closing = false;
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  const schedule = (job: PeriodicJob, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closing) return;
      const run = job
        .run()
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error, job: job.name }, 'periodic job failed'),
        )
        .finally(() => {
          running.delete(run);
          if (!closing) schedule(job, job.everyMs);
        });
      running.add(run);
    }, delay);
    // A job never keeps a process alive that has nothing else to do.
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, Math.floor(Math.random() * Math.min(job.everyMs, FIRST_RUN_WITHIN_MS)));
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all(running);
  });
}
