import { heicBytesToJpeg } from "../files/heic-preview";
import { ApiError, payloadTooLarge, unsupportedMediaType } from "../http/errors";
import { renderer } from "../render/renderer";
import { CARD_PHOTO_SIZE, cardPhotoMessages, cardPhotoType } from "./photo";

const isHeic = (mime: string) => mime === "image/heic" || mime === "image/heif";

/**
 * A photo sharp can read: a HEIC (an iPhone's) is decoded in the render
 * process, in the nurse's fair turn, as libheif decodes on the thread it runs on.
 */
export async function decodable(owner: string, bytes: Uint8Array): Promise<Uint8Array> {
  if (!isHeic(await cardPhotoType(bytes))) return bytes;
  try {
    return await heicBytesToJpeg(renderer(), owner, bytes, CARD_PHOTO_SIZE);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw payloadTooLarge(cardPhotoMessages.tooManyPixels);
    if (error instanceof ApiError && error.status === 415) throw unsupportedMediaType(cardPhotoMessages.unreadable);
    throw error;
  }
}
