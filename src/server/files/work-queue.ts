/**
 * Runs at most `concurrency` tasks at a time; the others wait their turn, first
 * come first served. For work that is heavy on memory, such as decoding photos.
 */
export function createWorkQueue(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      // A finishing task hands its place straight to the next in line.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

export interface FairQueueOptions {
  /** Tasks running at once, all owners together. */
  concurrency: number;
  /** Tasks of one owner running at once. */
  runningPerOwner: number;
  /** Tasks of one owner waiting at once; past it her next is refused. */
  waitingPerOwner: number;
  /** Tasks waiting at once, all owners together (each may hold memory); past it anyone's next is refused. */
  maxWaiting: number;
  /** The error a refused task gets (a 503 with Retry-After, say). */
  busy: () => Error;
}

/**
 * A queue shared fairly between owners (nurses): each may have a few tasks in
 * line, and the next to run is taken in turn from each owner who has one
 * waiting, so one nurse sending many at once is refused past her share
 * while the others are still served in their turn.
 */
export function createFairQueue({ concurrency, runningPerOwner, waitingPerOwner, maxWaiting, busy }: FairQueueOptions) {
  let active = 0;
  const running = new Map<string, number>();
  /** Each owner's waiting tasks, owners in their turn's order (a Map keeps insertion order). */
  const waiting = new Map<string, (() => void)[]>();
  let waitingCount = 0;

  const start = (owner: string) => {
    active++;
    running.set(owner, (running.get(owner) ?? 0) + 1);
  };
  const canStart = (owner: string) => active < concurrency && (running.get(owner) ?? 0) < runningPerOwner;
  /** Starts waiting tasks while there is room, one owner's turn after another. */
  const dispatch = () => {
    for (const owner of [...waiting.keys()]) {
      if (active >= concurrency) return;
      if (!canStart(owner)) continue;
      const line = waiting.get(owner)!;
      const next = line.shift()!;
      // Her turn is taken: to the back of the line, if she has more waiting.
      waiting.delete(owner);
      if (line.length) waiting.set(owner, line);
      waitingCount--;
      start(owner);
      next();
    }
  };

  return {
    async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      // A task that could start was started when room came: whoever waits now cannot, and she may go ahead if there is room for her.
      if (canStart(owner)) start(owner);
      else {
        const line = waiting.get(owner) ?? [];
        if (line.length >= waitingPerOwner || waitingCount >= maxWaiting) throw busy();
        await new Promise<void>((resolve) => {
          line.push(resolve);
          waiting.set(owner, line);
          waitingCount++;
        });
      }
      try {
        return await task();
      } finally {
        active--;
        const left = running.get(owner)! - 1;
        if (left) running.set(owner, left);
        else running.delete(owner);
        // She just had a turn: whoever else waits goes before her next.
        const line = waiting.get(owner);
        if (line) {
          waiting.delete(owner);
          waiting.set(owner, line);
        }
        dispatch();
      }
    },
    /** Running and waiting tasks, all owners together. */
    stats: () => ({ running: active, waiting: waitingCount }),
  };
}
