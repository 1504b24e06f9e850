import { createImageReader, type ImageReader } from "./image-reader";

let reader: ImageReader | undefined;

/** The process's one image reader (cards' AI Read and schedules' photos: one recognition at a time per instance), made on first use. */
export const imageReader = (): ImageReader => (reader ??= createImageReader());

/** Stops its process (tests, shutdown). */
export async function closeImageReader(): Promise<void> {
  await reader?.close();
}
