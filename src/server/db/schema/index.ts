// The tables of the shared machinery (Better Auth, rate limits, task leases, idempotency keys)…
export * from "./auth";
export * from "./rate-limits";
export * from "./task-leases";
export * from "./idempotency-keys";
// …and each area's, from src/server/features/<area>/table.ts: an area with tables adds its line here
// (features/areas.test.ts fails until it does). drizzle-kit reads this file; the migrations follow it.
export * from "../../features/profile/table";
export * from "../../features/preferences/table";
export * from "../../features/career-jobs/table";
export * from "../../features/shift-library/table";
export * from "../../features/calendar/table";
export * from "../../features/notes/table";
export * from "../../features/pay-estimator/table";
export * from "../../features/colleagues/table";
export * from "../../features/certifications/table";
export * from "../../features/contracts/table";
export * from "../../features/job-board/table";
export * from "../../features/resume/table";
export * from "../../features/contacts/table";
export * from "../../features/todos/table";
export * from "../../features/push/table";
export * from "../../features/swaps/table";
