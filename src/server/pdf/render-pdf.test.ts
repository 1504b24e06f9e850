import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { renderPdf } from "./render-pdf";

describe("renderPdf", () => {
  it("makes a PDF with the embedded font", async () => {
    const pdf = await renderPdf({ content: [{ text: "Hello, nurse" }] });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("Roboto");
  });

  it("writes every script of a name, a Gurmukhi mark with no anchor on its letter included (ਪੰਜਾਬੀ)", async () => {
    const pdf = await renderPdf({ content: [{ text: "王芳 · Harpreet ਕੌਰ · ਪੰਜਾਬੀ · मीरा · محمد علي · שרה · สมชาย", bold: true }, "ਪੰਜਾਬੀ"] });
    const { extractText } = await import("unpdf");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    for (const words of ["王芳", "Harpreet ਕੌਰ", "ਪੰਜਾਬੀ", "สมชาย"]) expect(text, words).toContain(words);
  });

  it("reads no file but its fonts, and fetches no URL", async () => {
    await expect(renderPdf({ content: [{ image: "/etc/hostname" }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: "node_modules/pdfmake/fonts/Roboto/../../package.json" }] })).rejects.toThrow();
    let asked = 0;
    const server = http.createServer((_req, res) => {
      asked++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(renderPdf({ content: [{ image: `http://127.0.0.1:${port}/x.png` }] })).rejects.toThrow();
      expect(asked).toBe(0);
    } finally {
      server.close();
    }
  });
});
