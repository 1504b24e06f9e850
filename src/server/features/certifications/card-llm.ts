import { parseCardDate, type CardFields } from "@core/card-text";
import type { Config } from "../../config";
import { askVisionModel } from "../../image-text/vision-model";

const PROMPT = `This is a photo of a nurse's certification card or licence. Reply with JSON only:
{"name": the certification's name as the card writes it (e.g. "BLS Provider", "ACLS Provider", "Registered Nurse Licence"), "category": one of "Life Support", "License", "Specialty Certification", "Trauma", "Emergency", "Safety", "Other",
"completionDate": the issue or completion date (a period's start) as YYYY-MM-DD or null, "expiryDate": the expiry, recommended renewal or valid-through date (a period's end) as YYYY-MM-DD (a month only means its last day) or null; read each date by the label beside, above or below it, and give null when unsure,
"noExpiry": true only if the card says it does not expire}`;

/**
 * Asks an OpenAI-compatible endpoint (LLM_URL, LLM_API_KEY, LLM_MODEL) to read
 * the card. Its answer is checked like any input: dates must be real days.
 * Throws with a truthful reason when it does not answer usefully.
 */
export async function readCardWithLlm(llm: NonNullable<Config["llm"]>, jpeg: Buffer): Promise<CardFields> {
  const raw = await askVisionModel(llm, jpeg, PROMPT);
  const text = (v: unknown, max: number) => (typeof v === "string" ? v.trim().slice(0, max) : "");
  const day = (v: unknown) => (typeof v === "string" ? (parseCardDate(v) ?? null) : null);
  const noExpiry = raw.noExpiry === true;
  let completionDate = day(raw.completionDate);
  let expiryDate = noExpiry ? null : day(raw.expiryDate);
  if (completionDate && expiryDate && expiryDate < completionDate) [completionDate, expiryDate] = [expiryDate, completionDate];
  const datesSeen = [...new Set([day(raw.completionDate), day(raw.expiryDate)].filter((d): d is string => d !== null))];
  return { name: text(raw.name, 100), category: text(raw.category, 60), completionDate, expiryDate, noExpiry, datesSeen };
}
