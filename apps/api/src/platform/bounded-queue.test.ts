import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue';

/** A task that runs until its `finish` is called, noting when it starts. */
function controlledTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (started.push(name), await done, name), finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once and the rest in arrival order', async () => {
    const queue = new BoundedQueue(1, 5);
    const started: string[] = [];
    const a = controlledTask(started, 'a');
    const b = controlledTask(started, 'b');
    const c = controlledTask(started, 'c');
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await tick();
    expect([started, queue.active, queue.pending]).toEqual([['a'], 1, 2]);
    a.finish();
    await tick();
    expect([started, queue.active, queue.pending]).toEqual([['a', 'b'], 1, 1]);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect([queue.active, queue.pending]).toEqual([0, 0]);
  });

  it('refuses at once, without running it, a task that finds the waiting list full', async () => {
    const queue = new BoundedQueue(2, 1);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => controlledTask(started, name));
    const accepted = tasks.map((t) => queue.run(t.task));
    let ran = false;
    await expect(queue.run(async () => (ran = true))).rejects.toBeInstanceOf(QueueFullError);
    expect(ran).toBe(false);
    for (const t of tasks) t.finish();
    await Promise.all(accepted);
    // Once the list has room again, the next task runs.
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
