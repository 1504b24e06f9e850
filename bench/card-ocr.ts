import { CARDS, cardImage } from "../src/server/testing/card-fixtures";
import { load, type LoadTarget } from "./api-load";
import { BUDGETS, type Row } from "./budgets";
import { appPssMb } from "./server";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function extract(url: string, cookie: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(photo)], "card.jpg", { type: "image/jpeg" }));
  const started = performance.now();
  const res = await fetch(`${url}/api/certifications/extract`, { method: "POST", body: form, headers: { cookie, origin: url } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`AI Read answered ${res.status}`);
  return performance.now() - started;
}

/**
 * AI Read on a 12-megapixel photo (docs/product/README.md, Speed and size): time per card (p50 of
 * 7, after the first, which starts the card reader's process), the server's
 * memory with that process running, and the month's p99 while extractions run
 * back to back.
 */
export async function measureCardOcr(
  server: { url: string; pid: number },
  cookie: string,
  dataDir: string | undefined,
  label: string,
  month: LoadTarget,
): Promise<Row[]> {
  const section = `AI Read, OCR on this server (${label})`;
  const photo = await cardImage({ ...CARDS[0]!, width: 4300 });
  const first = await extract(server.url, cookie, photo);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) times.push(await extract(server.url, cookie, photo));
  const p50 = Math.round(median(times));
  const rows: Row[] = [
    { section, measure: "first photo (starts the card reader's process)", value: Math.round(first), unit: "ms" },
    { section, measure: "a 12-megapixel card photo, p50 of 7", value: p50, unit: "ms", budget: `≤ ${BUDGETS.cardOcrP50Ms}`, met: p50 <= BUDGETS.cardOcrP50Ms },
    { section, measure: "memory with the card reader's process running (PSS, as above, with it)", value: appPssMb(server.pid, dataDir), unit: "MB" },
  ];
  let running = true;
  let done = 0;
  const background = (async () => {
    while (running) {
      await extract(server.url, cookie, photo);
      done++;
    }
  })();
  try {
    const during = await load(server.url, cookie, month);
    const budget = month.budgetP99Ms ?? BUDGETS.calendarP99Ms;
    rows.push({
      section,
      measure: `${month.name} while extractions run back to back, p99`,
      value: during.p99,
      unit: "ms",
      budget: `≤ ${budget}`,
      met: during.p99 <= budget && during.non2xx === 0,
    });
  } finally {
    running = false;
    await background;
  }
  rows.push({ section, measure: "extractions done during that load", value: done, unit: "" });
  return rows;
}
