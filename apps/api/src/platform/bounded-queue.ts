/** The queue's waiting list is full: the caller should say "try again" rather than wait without end. */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once, in arrival order, and lets at most `maxWaiting` more
 * wait for their turn; one more is refused at once with `QueueFullError`. A waiting task holds
 * its input in memory and its caller's connection open, so the list must end somewhere.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!(concurrency >= 1) || !(maxWaiting >= 0)) throw new RangeError('concurrency must be at least 1 and maxWaiting at least 0');
  }

  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
    // The finishing task hands its slot over directly, so `running` never dips and lets a newcomer jump the line.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
