import { apiFile, type Login } from "./api-client.ts";

/**
 * Fetches a file with the login (a household's, or the `login` given) and hands it to the
 * browser as a download.
 */
export async function downloadFromApi(
  path: string,
  fallbackName: string,
  login?: Login,
): Promise<void> {
  const { blob, filename } = await apiFile(path, login);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; the address is not needed after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
