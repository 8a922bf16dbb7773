import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { useTestApp } from "../../test/helpers/test-app.ts";
import { newImageKey } from "../lib/ids.ts";
import { createLocalStorage } from "../lib/storage/storage.ts";
import { openImageJournal } from "./image-journal.ts";

const context = useTestApp();

it("starts its journal in a data folder that does not exist yet (PostgreSQL with images in a bucket)", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "sahayi-journal-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const journalFile = path.join(root, "data-dir-never-made", "seed-images.journal");
  const journal = await openImageJournal(
    context.db,
    createLocalStorage(path.join(root, "store")),
    journalFile,
  );

  const key = newImageKey();
  await journal.storage.put(key, "card", Buffer.from("a picture"));
  expect(await readFile(journalFile, "utf8")).toBe(`${key}\n`);
});
