import { ApiError } from "./errors";

/** How long a refused client is told to wait: an upload under way usually ends within seconds. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The uploads under way on this server, per nurse and per client address: a
 * client that opens many and sends them slowly cannot hold the server's
 * connections and memory for everyone else. Counted in memory: an upload is
 * a connection to this instance, and a count in the database would outlive a
 * crash that ended the upload.
 */
export class OpenUploads {
  private readonly byNurse = new Map<string, number>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly limits: { uploadsPerNurse: number; uploadsPerIp: number }) {}

  /** Takes a place for one upload (429 when the nurse or her address has none left); the answer gives it back. */
  enter(userId: string | undefined, ip: string): () => void {
    const { uploadsPerNurse, uploadsPerIp } = this.limits;
    if (userId && (this.byNurse.get(userId) ?? 0) >= uploadsPerNurse) {
      throw tooMany(`You already have ${uploadsPerNurse} upload${uploadsPerNurse === 1 ? "" : "s"} under way. Please wait for one to finish, then try again.`);
    }
    if ((this.byIp.get(ip) ?? 0) >= uploadsPerIp) {
      throw tooMany("Too many uploads are under way from your network. Please wait a moment, then try again.");
    }
    if (userId) add(this.byNurse, userId, 1);
    add(this.byIp, ip, 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (userId) add(this.byNurse, userId, -1);
      add(this.byIp, ip, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

const tooMany = (message: string) => new ApiError(429, "too_many_uploads", message, undefined, { "Retry-After": String(RETRY_AFTER_SECONDS) });
