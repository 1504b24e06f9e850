import { openConfiguredDatabase } from "../src/server/db/client";
import { calendarRange } from "../src/server/features/calendar/repository";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The month query the API runs, called directly through the same driver by 50
 * concurrent callers for a few seconds: the floor the API is compared with.
 */
export async function sqlBaseline(env: { dataDir: string; databaseUrl?: string }, userId: string, from: string, to: string, seconds = 6) {
  const database = await openConfiguredDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl }, () => undefined);
  try {
    for (let i = 0; i < 50; i++) await calendarRange(database.db, userId, from, to);
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await calendarRange(database.db, userId, from, to);
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    latencies.sort((a, b) => a - b);
    // Serial cost of one query (what 50 callers queue behind).
    const serial: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await calendarRange(database.db, userId, from, to);
      serial.push(performance.now() - started);
    }
    serial.sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      rps: Math.round(latencies.length / seconds),
      serialMs: Math.round(percentile(serial, 50) * 100) / 100,
    };
  } finally {
    await database.close();
  }
}
