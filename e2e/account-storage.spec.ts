import { Buffer } from "node:buffer";
import { expect, test } from "./support/fixtures";

const origin = () => ({ origin: process.env.E2E_BASE_URL ?? "" });
const MB = 1024 * 1024;

/** A PDF of `size` bytes: a one-page file, then spaces (still a PDF by its first bytes). */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

test.describe("account screen: storage", { tag: "@any-width" }, () => {
  test("My data says what her files take of her storage, counting a document she attached", async ({ page, signedIn: _ }) => {
    await page.goto("/account#my-data");
    const storage = page.getByRole("region", { name: "Storage" });
    await expect(storage.getByText("0 MB of 1 GB used")).toBeVisible();
    await expect(storage.getByRole("meter", { name: "Storage" })).toHaveAttribute("aria-valuenow", "0");

    const contract = await page.request.post("/api/contracts", {
      headers: origin(),
      data: { contractName: "ICU travel", startDate: "2026-01-05", endDate: "2026-04-04", facility: "Vancouver General" },
    });
    expect(contract.status()).toBe(201);
    const { id } = (await contract.json()) as { id: string };
    const attached = await page.request.post(`/api/contracts/${id}/attachments`, {
      headers: origin(),
      multipart: { label: "Signed contract", file: { name: "contract.pdf", mimeType: "application/pdf", buffer: pdfOfSize(20 * MB) } },
    });
    expect(attached.status()).toBe(201);

    await page.reload();
    await expect(storage.getByText("20 MB of 1 GB used")).toBeVisible();
    await expect(storage.getByRole("meter", { name: "Storage" })).toHaveAttribute("aria-valuenow", "2");
    await expect(storage.getByText("Contract attachments, card photos, your photo and their previews count toward it.")).toBeVisible();
  });

  test("nearly full, it says how to make room", async ({ page, signedIn: _ }) => {
    await page.route("**/api/account/storage", (route) => route.fulfill({ json: { usedBytes: 950 * MB, quotaBytes: 1024 * MB } }));
    await page.goto("/account#my-data");
    const storage = page.getByRole("region", { name: "Storage" });
    await expect(storage.getByText("950 MB of 1 GB used")).toBeVisible();
    await expect(storage.getByText("Almost full: delete attachments or card photos you no longer need to make room.")).toBeVisible();
  });
});
