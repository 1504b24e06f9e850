import { chromium } from "@playwright/test";
const base = "http://localhost:3401";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const vp of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
const ctx = await browser.newContext({ viewport: vp });
const page = await ctx.newPage();
await page.request.post(base + "/api/auth/sign-in/email", { data: { email: "demo@nursevitals.app", password: "nursevitals-demo" }, headers: { origin: base } });
await page.goto(base + "/dashboard", { waitUntil: "networkidle" });
for (let y = 0; y < 6000; y += 400) { await page.mouse.wheel(0, 400); await page.waitForTimeout(100); }
await page.waitForTimeout(1000);
console.log(vp.width, await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("[data-widget]")) {
    const r = el.getBoundingClientRect();
    const w = el.scrollWidth, cw = el.clientWidth;
    if (w > cw + 1) out.push(`${el.dataset.widget} scroll ${w} > ${cw}`);
  }
  return out.join("\n") + `\ndoc ${document.documentElement.scrollWidth}`;
}));
await ctx.close();
}
await browser.close();
