/**
 * V8 flags the server runs with — package.json's `start` and `serve`, the
 * browser tests and the bench (node-flags.test.ts keeps them the same). A young
 * generation of 16 MB instead of V8's default, which on a machine with much
 * memory grows to 128 MB: the server filled it with start-up garbage and, idle,
 * never collected it — 90 MB of the 170 MB it idled at.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;
