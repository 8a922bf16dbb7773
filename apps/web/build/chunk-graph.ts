import type { Rolldown } from "vite";

/**
 * The built chunks and what each needs: `needs(file)` is the file and every chunk it imports
 * statically, however deep; `entry` is what index.html loads anyway (the entry's needs).
 */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === "chunk",
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
  return {
    chunks,
    entry,
    needs: (file: string, into = new Set<string>()) => closure(file, into),
  };
}
