import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./accounts/passwords.ts";
import { encodeImage } from "./storage/images.ts";

// CI runs this suite on each supported Node (README, "Node.js versions"): argon2 and sharp are
// the two modules with native code, so a version whose binaries do not load fails here first.
describe(`native modules on Node ${process.versions.node}`, () => {
  it("argon2 hashes a password and tells it from another", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterz")).toBe(false);
  });

  it("sharp re-encodes a JPEG into WebP of every size", async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#2277aa" },
    })
      .jpeg()
      .toBuffer();
    const sizes = await encodeImage(jpeg, { effort: 0 });
    for (const [size, webp] of Object.entries(sizes)) {
      const meta = await sharp(webp).metadata();
      expect(meta.format, size).toBe("webp");
      expect(meta.width, size).toBeGreaterThan(0);
    }
  });
});
