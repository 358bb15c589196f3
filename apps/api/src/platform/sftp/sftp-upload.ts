import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';

/** Where a file goes: an SFTP server, its login, and the directory on it. */
export type SftpTarget = {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: Buffer;
  directory: string;
};

/**
 * Writes one file over SFTP with ssh2-sftp-client (the directory made when missing), then reads
 * its size back: a short file is an error, not a delivery. Written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export async function uploadFile(target: SftpTarget, fileName: string, content: Buffer) {
  const client = new SftpClient('reports');
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: 10_000,
      retries: 0,
    });
    const dir = path.posix.resolve('/', target.directory);
    if (!(await client.exists(dir))) await client.mkdir(dir, true);
    const final = path.posix.join(dir, fileName);
    const partial = `${final}.part`;
    await client.put(content, partial);
    if ((await client.exists(final)) === '-') await client.delete(final);
    await client.rename(partial, final);
    const stat = await client.stat(final);
    if (stat.size !== content.length)
      throw new Error(`SFTP wrote ${stat.size} of ${content.length} bytes to ${final}`);
    return final;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads a file back over SFTP (tests, and the check after a delivery). */
export async function downloadFile(
  target: Omit<SftpTarget, 'directory'>,
  remotePath: string,
): Promise<Buffer> {
  const client = new SftpClient('reports-read');
  try {
    await client.connect({ ...target, readyTimeout: 10_000, retries: 0 });
    return (await client.get(remotePath)) as Buffer;
  } finally {
    await client.end().catch(() => undefined);
  }
}
