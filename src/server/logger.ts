import type { LogLevel } from "./config";

const order: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const at = (wanted: LogLevel, write: (...args: unknown[]) => void) => (message: string, detail?: unknown) => {
    if (order[level] < order[wanted]) return;
    if (detail === undefined) write(message);
    else write(message, detail);
  };
  return {
    error: at("error", console.error),
    warn: at("warn", console.warn),
    info: at("info", console.log),
    debug: at("debug", console.log),
  };
}
