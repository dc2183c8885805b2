import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of an archive's media files from their entry to the media batch that stores them (which comes after
 * them), kept in a folder of their own on disk rather than in memory, so an import holds one file at a time. Files
 * are numbered, never named by the archive (whose names could climb out of the folder).
 */
export interface MediaFileStash {
  /** Keeps `bytes` as the media file `name`. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes kept as `name`, or null when the archive had no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file kept as `name`, once stored. */
  drop(name: string): Promise<void>;
  /** Removes the folder and everything still in it. */
  dispose(): Promise<void>;
}

/** A new stash in a folder of its own under `parent`. */
export async function openMediaFileStash(parent: string): Promise<MediaFileStash> {
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(parent, 'import-media-'));
  const files = new Map<string, string>();
  return {
    async put(name, bytes) {
      const path = files.get(name) ?? join(dir, String(files.size + 1));
      await writeFile(path, bytes, { mode: 0o600 });
      files.set(name, path);
    },
    async get(name) {
      const path = files.get(name);
      return path ? readFile(path) : null;
    },
    async drop(name) {
      const path = files.get(name);
      files.delete(name);
      if (path) await rm(path, { force: true });
    },
    async dispose() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
