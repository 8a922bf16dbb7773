import type { ImageSize } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../lib/errors.ts";
import type { ImageStorage } from "../lib/storage/storage.ts";

const paramsSchema = z.object({ key: z.string(), file: z.string() });
const FILES: Record<string, ImageSize> = { "card.webp": "card", "full.webp": "full" };

/** Stored images. A key never changes content, so browsers may keep them for a year. */
export function registerMedia(app: FastifyInstance, storage: ImageStorage) {
  app.get(
    "/media/:key/:file",
    { schema: { params: paramsSchema, hide: true } },
    async (request, reply) => {
      const { key, file: name } = request.params as z.infer<typeof paramsSchema>;
      const size = FILES[name];
      const file = size ? await storage.get(key, size) : null;
      if (!file) throw notFound();
      return reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Content-Length", file.length)
        .type("image/webp")
        .send(file.stream);
    },
  );
}
