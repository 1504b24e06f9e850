/**
 * The service worker's cache of her certification photos (decision 051), named here for
 * vite.config.ts (the worker's route) and the offline store (which marks and deletes it).
 */
export const PHOTO_CACHE = "nv-certification-photos";

/**
 * Her photos' folder: the page puts this address in the cache as its marker, and the worker
 * keeps a photo only when its folder is marked there (so never on a shared computer, nor
 * another nurse's).
 */
export const photoFolder = (userId: string) => `/files/private/certifications/${userId}/`;
