import { useEffect, useState } from "react";

/** An object URL for the picked file, revoked when the file changes or the form goes away. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // A file of another kind is refused by the form; there is nothing to preview.
    if (!file?.type.startsWith("image/")) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
