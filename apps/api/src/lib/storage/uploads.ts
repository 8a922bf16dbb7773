import { accountMessages, apiMessages, type ImageSize } from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import { controlCharacterFields } from "../control-characters.ts";
import { AppError, validationFailed } from "../errors.ts";
import { detectImageType, encodeImage, type UploadType } from "./images.ts";

/** What a form accepts in one image field, and what it says when a file does not fit. */
export interface ImageRules {
  maxBytes: number;
  types: readonly UploadType[];
  tooLarge: string;
  unsupported: string;
}

export type CheckedImage = { encoded: Record<ImageSize, Buffer> } | { problem: string };

/**
 * The one image pipeline for people's uploads (sign-up photo, helper registration). The
 * bytes arrive already capped at `maxBytes` by the multipart limit, which stops reading a
 * file there. The type comes from the first bytes, never from the name or the browser's
 * word; a file that claims a type but does not decode is refused the same way. Re-encoding
 * to WebP drops EXIF and GPS data. Nothing is stored here: see storeEncoded.
 */
export async function checkImage(data: Buffer, rules: ImageRules): Promise<CheckedImage> {
  if (data.length > rules.maxBytes) return { problem: rules.tooLarge };
  const type = detectImageType(data);
  if (!type || !rules.types.includes(type)) return { problem: rules.unsupported };
  try {
    return { encoded: await encodeImage(data) };
  } catch {
    return { problem: rules.unsupported };
  }
}

export interface MultipartForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  /** Files by field name, in the order they came. */
  files: Record<string, Buffer[]>;
}

export interface FormLimits {
  /** Largest file; reading stops there and the request is refused with `tooLarge`. */
  fileBytes: number;
  files: number;
  /** Which file fields are kept; files under any other name are read (within limits) and dropped. */
  fileFields: readonly string[];
  tooLarge: string;
  /** More files than `files`: a 400 on this field with this message, not a generic 413. */
  tooMany?: { field: string; message: string };
}

/** Text fields are short: names, addresses, ids, a token. */
const FIELD_BYTES = 4096;
const FIELDS = 40;

/**
 * Reads a multipart form, never holding more than the limits allow: files stop at
 * `fileBytes` (the answer is then a 413 naming the field), text fields at 4 KB. A body that
 * is not multipart is a 415; a broken one is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: FormLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", apiMessages.unsupportedMediaType);
  }
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: FIELDS,
      fieldSize: FIELD_BYTES,
      parts: FIELDS + limits.files,
    },
  });
  let current = "";
  try {
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (limits.fileFields.includes(part.fieldname)) {
          form.files[part.fieldname] = [...(form.files[part.fieldname] ?? []), data];
        }
      } else if (part.valueTruncated) {
        // A value past 4 KB is no name or id: refused, not cut to something that might pass.
        throw validationFailed({
          [part.fieldname]: accountMessages.textTooLong(part.fieldname, FIELD_BYTES),
        });
      } else if (typeof part.value === "string" && !Object.hasOwn(form.fields, part.fieldname)) {
        const refused = controlCharacterFields({ [part.fieldname]: part.value });
        if (Object.keys(refused).length > 0) throw validationFailed(refused);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT" && limits.tooMany) {
      throw validationFailed({ [limits.tooMany.field]: limits.tooMany.message });
    }
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", limits.tooLarge, { [current]: limits.tooLarge });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", apiMessages.payloadTooLarge);
    }
    // Busboy's parse errors (a cut body, a malformed part header) carry no status.
    throw new AppError(400, "BAD_REQUEST", apiMessages.badRequest);
  }
  return form;
}
