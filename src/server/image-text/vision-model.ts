import type { Config } from "../config";

const LLM_TIME_LIMIT_MS = 30_000;

const chatUrl = (url: string) => (/\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, "")}/chat/completions`);

/**
 * Asks an OpenAI-compatible endpoint about a photo with a prompt that asks for
 * JSON: the JSON object of its answer (card AI Read, a schedule's photo).
 * Throws with a truthful reason when it does not answer usefully.
 */
export async function askVisionModel(llm: NonNullable<Config["llm"]>, jpeg: Buffer, prompt: string): Promise<Record<string, unknown>> {
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
            { type: "text", text: prompt },
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
  const raw: unknown = JSON.parse(json);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new Error("the model service did not answer with an object");
  return raw as Record<string, unknown>;
}
