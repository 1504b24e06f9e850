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
