import { parseCardDate, type CardFields } from "@core/card-text";
import type { Config } from "../../config";

const LLM_TIME_LIMIT_MS = 30_000;

const PROMPT = `This is a photo of a nurse's certification card or licence. Reply with JSON only:
{"name": the certification's short name (e.g. "BLS", "ACLS", "Registered Nurse Licence"), "category": one of "Life Support", "License", "Specialty Certification", "Trauma", "Emergency", "Safety", "Other",
"completionDate": the issue or completion date as YYYY-MM-DD or null, "expiryDate": the expiry or recommended renewal date as YYYY-MM-DD (a month only means its last day) or null,
"noExpiry": true only if the card says it does not expire}`;

const chatUrl = (url: string) => (/\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, "")}/chat/completions`);

/**
 * Asks an OpenAI-compatible endpoint (LLM_URL, LLM_API_KEY, LLM_MODEL) to read
 * the card. Its answer is checked like any input: dates must be real days.
 * Throws with a truthful reason when it does not answer usefully.
 */
export async function readCardWithLlm(llm: NonNullable<Config["llm"]>, jpeg: Buffer): Promise<CardFields> {
  const res = await fetch(chatUrl(llm.url), {
    method: "POST",
    signal: AbortSignal.timeout(LLM_TIME_LIMIT_MS),
    headers: { "content-type": "application/json", ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: PROMPT },
            { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}` } },
          ],
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`the model service answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("the model service gave no answer");
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) throw new Error("the model service did not answer in JSON");
  const raw = JSON.parse(json) as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === "string" ? v.trim().slice(0, max) : "");
  const day = (v: unknown) => (typeof v === "string" ? (parseCardDate(v) ?? null) : null);
  const noExpiry = raw.noExpiry === true;
  let completionDate = day(raw.completionDate);
  let expiryDate = noExpiry ? null : day(raw.expiryDate);
  if (completionDate && expiryDate && expiryDate < completionDate) [completionDate, expiryDate] = [expiryDate, completionDate];
  return { name: text(raw.name, 100), category: text(raw.category, 60), completionDate, expiryDate, noExpiry };
}
