import { describe, expect, it } from "vitest";
import { avatarFileProblem, avatarHint } from "./avatar-rules";

describe("a chosen photo, before it is sent", () => {
  const MiB = 1024 * 1024;
  it("must be an image under 5MB: 5 MiB itself is refused", () => {
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * MiB - 1 })).toBeUndefined();
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * MiB })).toBe("Image size must be less than 5MB");
    expect(avatarFileProblem({ type: "text/plain", size: 10 })).toBe("Please select an image file");
  });

  it("the hint names every format the server takes", () => {
    expect(avatarHint).toBe("JPEG, PNG, WebP, GIF, AVIF or TIFF, under 5MB.");
  });
});
