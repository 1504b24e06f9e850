import { testImages } from "../src/server/testing/images";
import { load, type LoadTarget } from "./api-load";
import { BUDGETS, type Row } from "./budgets";
import { BENCH_RESUME } from "./resume-pdf";
import { appPssMb } from "./server";

/**
 * One nurse's heavy work must not slow the others (docs/product/README.md, Speed and size): the month's
 * p99 while her resume PDFs are made back to back (each after a change, so
 * none is the kept one) and HEIC previews decode back to back (each a new
 * 9.2 MP photo, as each preview is made once), and the app's memory while the
 * render process runs.
 */
export async function measureHeavyWork(
  server: { url: string; pid: number },
  cookie: string,
  dataDir: string | undefined,
  label: string,
  month: LoadTarget,
): Promise<Row[]> {
  const section = `PDFs and HEIC previews (${label})`;
  const { url } = server;
  const headers = { cookie, origin: url };
  const contract = await fetch(`${url}/api/contracts`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ contractName: "Bench previews", facility: "VGH", startDate: "2026-01-05", endDate: "2026-04-05" }),
  });
  if (!contract.ok) throw new Error(`POST /api/contracts answered ${contract.status}`);
  const { id } = (await contract.json()) as { id: string };
  const photo = testImages.heicGrid(8, 8);

  let running = true;
  let pdfs = 0;
  let previews = 0;
  const pdfLoop = (async () => {
    while (running) {
      const resume = { ...BENCH_RESUME, skills: [...BENCH_RESUME.skills, `Bench ${pdfs}`] };
      const saved = await fetch(`${url}/api/resume`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(resume),
      });
      await saved.arrayBuffer();
      const res = await fetch(`${url}/api/resume.pdf`, { headers });
      await res.arrayBuffer();
      if (res.ok) pdfs++;
    }
  })();
  const previewLoop = (async () => {
    while (running) {
      const form = new FormData();
      form.set("label", "Badge");
      form.set("file", new File([photo as Uint8Array<ArrayBuffer>], "IMG_0001.HEIC", { type: "image/heic" }));
      const attached = await fetch(`${url}/api/contracts/${id}/attachments`, { method: "POST", headers, body: form });
      const { id: attachmentId } = (await attached.json()) as { id: string };
      const links = (await (await fetch(`${url}/api/attachments/${attachmentId}`, { headers })).json()) as { previewUrl: string };
      const res = await fetch(`${url}${links.previewUrl}`);
      await res.arrayBuffer();
      if (res.ok) previews++;
    }
  })();
  try {
    const during = await load(url, cookie, month);
    const memory = appPssMb(server.pid, dataDir);
    const budget = month.budgetP99Ms ?? BUDGETS.calendarP99Ms;
    return [
      {
        section,
        measure: `${month.name} while resume PDFs and HEIC previews are made back to back, p99`,
        value: during.p99,
        unit: "ms",
        budget: `≤ ${budget}`,
        met: during.p99 <= budget && during.non2xx === 0,
      },
      { section, measure: "PDFs and previews made meanwhile", value: pdfs + previews, unit: `(${pdfs} PDFs, ${previews} previews)` },
      { section, measure: "memory with the render process running (PSS, as above, with it)", value: memory, unit: "MB" },
    ];
  } finally {
    running = false;
    await Promise.all([pdfLoop, previewLoop]);
  }
}
