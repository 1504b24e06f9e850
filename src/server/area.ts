import type { Hono } from "hono";
import type { Api } from "./http/api";
import type { AppEnv } from "./http/route-spec";
import type { ExportSections, Services, SignUpHooks } from "./services";

/**
 * A product area of the server: one folder, src/server/features/<name>/, with
 * its tables (table.ts), repository, routes and their tests, declared by its
 * index.ts and listed once in features/index.ts. The app registers every area
 * from that list; the database schema (db/schema/index.ts) exports its tables.
 */
export interface Area {
  /** Its folder under src/server/features. */
  name: string;
  /** Registers its routes. `app` is for what the route helper does not serve (a stored file's bytes). */
  register(api: Api, services: Services, app: Hono<AppEnv>): void;
  /** What the area does when an account is made (the profile starts hers); injected into auth by the app. */
  signUpHooks?(services: Services): SignUpHooks;
  /**
   * What of hers the account export must carry beyond the tables with a user_id
   * (rows two people share, as she sees them), by section name; collected by the app.
   */
  exportSections?(services: Services): ExportSections;
}
