import { createCardReader, type CardReader } from "./card-reader";

let reader: CardReader | undefined;

/** The process's one card reader (one recognition at a time per instance), made on first use. */
export const cardReader = (): CardReader => (reader ??= createCardReader());

/** Stops its process (tests, shutdown). */
export async function closeCardReader(): Promise<void> {
  await reader?.close();
}
