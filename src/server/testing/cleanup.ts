import { afterAll } from "vitest";
import { closeLeftoverTestApps } from "./test-app";

// A test that fails before its close() would otherwise leave its embedded PostgreSQL running.
afterAll(closeLeftoverTestApps);
