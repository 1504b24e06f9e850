export * from "./auth";
export * from "./rate-limits";
export * from "./task-leases";
export * from "./profiles";
export * from "./preferences";
export * from "./career-jobs";
export * from "./calendar";
