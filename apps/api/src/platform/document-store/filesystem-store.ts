import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checked, DocumentMissingError, isSha256, type DocumentStore } from './document-store';

export type FilesystemStore = DocumentStore & {
  /** Removes temporary files of writes that never finished (a crash), older than `before`. */
  sweepTemporary(before: Date): Promise<number>;
};

/**
 * Documents in a folder (DOCUMENT_DIR, default DATA_DIR/documents): `ab/<sha256>`. A file is
 * written to a temporary name in the same folder, flushed to disk and renamed into place (atomic),
 * so a reader never sees half a file and a crash leaves at most a temporary file. Several API
 * processes share the folder (a shared volume); same bytes under the same name make concurrent
 * writers harmless.
 */
export function createFilesystemStore(root: string): FilesystemStore {
  const pathOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new TypeError(`not a SHA-256: ${sha256}`);
    return join(root, sha256.slice(0, 2), sha256);
  };
  return {
    kind: 'filesystem',
    async put(sha256, content) {
      const target = pathOf(sha256);
      const existing = await stat(target).catch(() => null);
      if (existing?.size === content.length) return;
      const folder = join(root, sha256.slice(0, 2));
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.tmp-${randomUUID()}`);
      const file = await open(temporary, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o640); // prettier-ignore
      try {
        await file.writeFile(content);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
      const dir = await open(folder, constants.O_RDONLY);
      await dir.sync().finally(() => dir.close());
    },
    async get(sha256) {
      const content = await readFile(pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
        throw new DocumentMissingError(sha256, error.code ?? error.message);
      });
      return checked(sha256, content);
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
    async *list() {
      for (const folder of await readdir(root).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const name of await readdir(join(root, folder))) {
          if (!isSha256(name)) continue;
          const info = await stat(join(root, folder, name)).catch(() => null);
          if (info) yield { sha256: name, storedAt: info.mtime };
        }
      }
    },
    async sweepTemporary(before) {
      let removed = 0;
      for (const folder of await readdir(root).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const name of await readdir(join(root, folder))) {
          if (!name.startsWith('.tmp-')) continue;
          const info = await stat(join(root, folder, name)).catch(() => null);
          if (info && info.mtime < before) {
            await rm(join(root, folder, name), { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
