import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { newIdempotencyKey, useIdempotentMutation } from "./idempotency";

/** A create whose server answers as told, recording the key each call sent. */
function setUp(answers: ("ok" | "fail")[]) {
  const sent: { text: string; key: string }[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () =>
      useIdempotentMutation({
        mutationFn: async (text: string, key) => {
          sent.push({ text, key });
          if (answers.shift() === "fail") throw new Error("You seem to be offline.");
          return text;
        },
      }),
    { wrapper },
  );
  const submit = (text: string) => act(() => result.current.mutateAsync(text).catch(() => undefined));
  return { sent, submit };
}

describe("useIdempotentMutation", () => {
  it("sends the same key again when the same details are sent after a failure, and a new one once they were saved", async () => {
    const { sent, submit } = setUp(["fail", "ok", "ok"]);
    await submit("Restock the crash cart");
    await submit("Restock the crash cart");
    await submit("Restock the crash cart");
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it("gives different details their own key, even while another submission waits for its retry", async () => {
    const { sent, submit } = setUp(["fail", "ok", "ok"]);
    await submit("Call pharmacy");
    await submit("Order socks");
    await submit("Call pharmacy");
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.key).toBe(sent[0]!.key);
  });
});

describe("newIdempotencyKey", () => {
  it("is a random version 4 UUID", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
