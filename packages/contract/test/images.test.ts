import { describe, expect, it } from "vitest";
import { imageVariant, mediaUrl } from "../src/images.ts";

describe("image URLs", () => {
  it("builds the full-size URL by default", () => {
    expect(mediaUrl("abc123")).toBe("/media/abc123/full.webp");
  });

  it("switches a full URL to the card size and back", () => {
    const card = imageVariant("/media/abc123/full.webp", "card");
    expect(card).toBe("/media/abc123/card.webp");
    expect(imageVariant(card, "full")).toBe("/media/abc123/full.webp");
  });

  it("leaves other addresses alone", () => {
    for (const url of ["/media/abc123/full.webp.png", "https://cdn.example/full.webpage"]) {
      expect(imageVariant(url, "card")).toBe(url);
    }
  });
});
