import { adminHelperEditMessages, fieldMessages, MAID_IMAGE_MAX_BYTES } from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import { validationFailed } from "../errors.ts";
import { MAID_IMAGE_RULES } from "../helper-fields.ts";
import { storeEncoded } from "./images.ts";
import type { ImageStorage } from "./storage.ts";
import { checkImage, readMultipartForm } from "./uploads.ts";

/**
 * Reads up to `files` images of one multipart field with the registration form's size rule and
 * messages. The request's scope must have registered @fastify/multipart.
 */
export async function readHelperImages(
  request: FastifyRequest,
  field: string,
  files: number,
): Promise<Buffer[]> {
  const form = await readMultipartForm(request, {
    fileBytes: MAID_IMAGE_MAX_BYTES,
    files,
    fileFields: [field],
    tooLarge: fieldMessages.fileTooLarge,
    tooMany: { field, message: fieldMessages.tooManyImages },
  });
  return form.files[field] ?? [];
}

/**
 * Checks uploaded images with the registration form's rules (all of them before storing any),
 * stores them, then runs `commit` with their keys. A failure anywhere removes the new files,
 * so a refused upload leaves nothing behind. The admin's edit and the helper's own use it.
 */
export async function withStoredHelperImages<T>(
  storage: ImageStorage,
  field: string,
  files: Buffer[],
  commit: (keys: string[]) => Promise<T>,
): Promise<T> {
  if (files.length === 0) throw validationFailed({ [field]: adminHelperEditMessages.noImage });
  const encoded = [];
  for (const file of files) {
    const checked = await checkImage(file, MAID_IMAGE_RULES);
    if ("problem" in checked) throw validationFailed({ [field]: checked.problem });
    encoded.push(checked.encoded);
  }
  const stored: string[] = [];
  try {
    for (const one of encoded) stored.push(await storeEncoded(storage, one));
    return await commit(stored);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
}
