import fs from "node:fs";
import { ATTACHMENT_MAX_BYTES } from "@core/attachment-rules";
import type { Row } from "./budgets";

/** A 25 MB upload grows the server's memory by less than this (it streams). */
export const UPLOAD_GROWTH_BUDGET_MB = 50;

/** Resident memory of one process, MB (Linux). */
function rssMb(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A 25 MB contract attachment (the limit, 26,214,400 bytes) sent to the
 * running server: how long it takes end to end, and how much the Node
 * process's resident memory grows while it streams to the blob store
 * (sampled every 10 ms; the baseline is taken just before).
 */
export async function measureAttachmentUpload(url: string, pid: number, cookie: string, section: string): Promise<Row[]> {
  const headers = { cookie, origin: url };
  const contract = await fetch(`${url}/api/contracts`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ contractName: "Bench upload", startDate: "2026-01-05", endDate: "2026-04-04" }),
  });
  if (contract.status !== 201) throw new Error(`bench: creating a contract answered ${contract.status}`);
  const { id } = (await contract.json()) as { id: string };
  const bytes = new Uint8Array(ATTACHMENT_MAX_BYTES);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n%bench\n"));
  const form = new FormData();
  form.set("label", "25 MB bench file");
  form.set("file", new File([bytes], "bench.pdf", { type: "application/pdf" }));

  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  const res = await fetch(`${url}/api/contracts/${id}/attachments`, { method: "POST", headers, body: form });
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  if (res.status !== 201) throw new Error(`bench: the 25 MB upload answered ${res.status}: ${await res.text()}`);
  const growth = Math.round((peak - baseline) * 10) / 10;
  return [
    { section, measure: "a 25 MB attachment upload, end to end (localhost)", value: ms, unit: "ms" },
    { section, measure: "server memory before the upload (Node RSS)", value: Math.round(baseline), unit: "MB" },
    {
      section,
      measure: "server memory growth during the upload (peak Node RSS − before)",
      value: growth,
      unit: "MB",
      budget: `< ${UPLOAD_GROWTH_BUDGET_MB}`,
      met: growth < UPLOAD_GROWTH_BUDGET_MB,
    },
  ];
}
