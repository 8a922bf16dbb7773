import { accountsPaths, type OtpPurpose } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

let counter = 0;
/** A phone and a client address no other test uses. */
export function uniqueCaller() {
  counter++;
  const n = process.pid * 1000 + counter;
  return {
    phone: `9${String(n).padStart(9, "0").slice(-9)}`,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

export function requestCode(
  app: FastifyInstance,
  phone: string,
  purpose: OtpPurpose,
  address: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: accountsPaths.requestOtp,
    payload: { mobile_number: phone, purpose },
    remoteAddress: address,
    headers,
  });
}

/** The newest code the console provider sent to this phone. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const answer = await app.inject({ url: `${accountsPaths.devSms}?mobile_number=${phone}` });
  const text: string = answer.json().messages[0].text;
  return /^([0-9]{4}) /.exec(text)![1]!;
}

export async function verifiedToken(
  app: FastifyInstance,
  caller: { phone: string; address: string },
  purpose: OtpPurpose,
): Promise<string> {
  const sent = await requestCode(app, caller.phone, purpose, caller.address);
  if (sent.statusCode !== 200) throw new Error(`request-otp answered ${sent.body}`);
  const answer = await app.inject({
    method: "POST",
    url: accountsPaths.verifyOtp,
    payload: { mobile_number: caller.phone, purpose, otp: await latestCode(app, caller.phone) },
    remoteAddress: caller.address,
  });
  return answer.json().verification_token;
}

/**
 * A household's sign-up form, every field valid and its phone verified by a code; the photo is
 * the caller's to add. `overrides` replaces or empties fields.
 */
export async function signUpForm(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const caller = uniqueCaller();
  const [district] = [...(await app.catalogReference()).districts.keys()];
  return {
    caller,
    fields: {
      name: "Anitha",
      mobile_number: caller.phone,
      whatsapp_number: caller.phone,
      email: "anitha@example.in",
      password: "long enough password",
      address: "Pattom",
      location: String(district),
      pincode: "695004",
      verification_token: await verifiedToken(app, caller, "signup"),
      ...overrides,
    },
  };
}

export interface FilePart {
  name: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body by hand, as a browser's FormData sends it (files after the fields). */
export function multipartBody(fields: Record<string, string>, files?: FilePart | FilePart[]) {
  const boundary = "----sahayi-test-boundary";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files === undefined ? [] : [files].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename ?? "photo.png"}"\r\nContent-Type: ${file.type ?? "image/png"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** EXIF as a phone camera writes it: its make, and the GPS position of where it was taken. */
const CAMERA_EXIF = {
  IFD0: { Make: "TestPhone" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "8/1 30/1 0/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "76/1 57/1 0/1",
  },
};

/** A small PNG that carries GPS coordinates in its EXIF data, as phone cameras write them. */
export function pngWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c86" } })
    .png()
    .withExif(CAMERA_EXIF)
    .toBuffer();
}

/** A camera JPEG with GPS in its EXIF; noise keeps it from being tiny. */
export function jpegWithGps(width = 320): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height: 240,
      channels: 3,
      background: "#8a6",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif(CAMERA_EXIF)
    .toBuffer();
}
