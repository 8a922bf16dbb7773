import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers/test-app.ts";

const ctx = useTestApp();

async function aCategoryImage(): Promise<string> {
  const homepage = (await ctx.app.inject({ url: "/api/user/homepage" })).json();
  return homepage.category[0].image as string;
}

describe("GET /media/:key/:size.webp", () => {
  it("serves stored images as WebP that browsers keep for a year", async () => {
    const url = await aCategoryImage();
    for (const size of ["full", "card"]) {
      const response = await ctx.app.inject({ url: url.replace("full", size) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
  });

  it("answers 404 for unknown keys, sizes and path tricks", async () => {
    const url = await aCategoryImage();
    const key = url.split("/")[2];
    for (const bad of [
      "/media/AAAAAAAAAAAAAAAAAAAA/full.webp",
      `/media/${key}/huge.webp`,
      `/media/${key}/full.png`,
      "/media/..%2F..%2Fetc/full.webp",
      "/media/short/full.webp",
    ]) {
      const response = await ctx.app.inject({ url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
  });
});
