// heic-decode ships no types: what the app uses of it (card photos, HEIC previews of contract documents).
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
