import { generateKeyPairSync } from 'node:crypto';
import { constants, promises as fs, type Stats } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2, { type Attributes, type Connection, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

/**
 * A small SFTP server for development and tests (the ssh2 package's Server): one user with a
 * password, files kept under `root` on disk, so a report written over SFTP can be read back from
 * the disk or over SFTP. `refuseLogins` makes it refuse every login (an outage, for retry tests).
 * Not for production: partners run their own servers.
 */
export type LocalSftpServer = {
  port: number;
  host: string;
  username: string;
  password: string;
  root: string;
  refuseLogins: boolean;
  close(): Promise<void>;
};

function attrsOf(stats: Stats): Attributes {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

export async function startLocalSftpServer(options: {
  root: string;
  port?: number;
  host?: string;
  username?: string;
  password?: string;
}): Promise<LocalSftpServer> {
  const root = path.resolve(options.root);
  await fs.mkdir(root, { recursive: true });
  // A fresh host key per start, as PEM from Node's own crypto: ssh2's generated OpenSSH ed25519
  // keys now and then failed its own parser ("Malformed OpenSSH private key") in CI.
  const hostKey = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  }).privateKey;
  const username = options.username ?? 'reports';
  const password = options.password ?? 'reports';
  const state = { refuseLogins: false };

  /** A client path inside the root ('/a/b' → root/a/b); null when it would leave the root. */
  const local = (p: string): string | null => {
    const resolved = path.resolve(root, `.${path.posix.resolve('/', p)}`);
    return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
  };

  function serve(sftp: SFTPWrapper) {
    const handles = new Map<number, { fd?: fs.FileHandle; dir?: string[]; dirPath?: string }>();
    let next = 1;
    const handleOf = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
    const newHandle = (value: { fd?: fs.FileHandle; dir?: string[]; dirPath?: string }) => {
      const id = next++;
      handles.set(id, value);
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(id, 0);
      return buffer;
    };
    const fail = (reqid: number, error: unknown) =>
      sftp.status(
        reqid,
        (error as NodeJS.ErrnoException)?.code === 'ENOENT'
          ? STATUS_CODE.NO_SUCH_FILE
          : STATUS_CODE.FAILURE,
      );
    const guarded =
      <A extends unknown[]>(fn: (reqid: number, ...args: A) => Promise<void>) =>
      (reqid: number, ...args: A) =>
        void fn(reqid, ...args).catch((error: unknown) => fail(reqid, error));

    sftp
      .on(
        'REALPATH',
        guarded(async (reqid, p: string) => {
          const normal = path.posix.resolve('/', p);
          sftp.name(reqid, [{ filename: normal, longname: normal, attrs: {} as Attributes }]);
        }),
      )
      .on(
        'OPEN',
        guarded(async (reqid, filename: string, flags: number) => {
          const file = local(filename);
          const mode = utils.sftp.flagsToString(flags);
          if (!file || !mode) return void sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
          const fd = await fs.open(file, mode);
          sftp.handle(reqid, newHandle({ fd }));
        }),
      )
      .on(
        'WRITE',
        guarded(async (reqid, handle: Buffer, offset: number, data: Buffer) => {
          const h = handleOf(handle);
          if (!h?.fd) return void sftp.status(reqid, STATUS_CODE.FAILURE);
          await h.fd.write(data, 0, data.length, offset);
          sftp.status(reqid, STATUS_CODE.OK);
        }),
      )
      .on(
        'READ',
        guarded(async (reqid, handle: Buffer, offset: number, length: number) => {
          const h = handleOf(handle);
          if (!h?.fd) return void sftp.status(reqid, STATUS_CODE.FAILURE);
          const buffer = Buffer.alloc(length);
          const { bytesRead } = await h.fd.read(buffer, 0, length, offset);
          if (bytesRead === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
          sftp.data(reqid, buffer.subarray(0, bytesRead));
        }),
      )
      .on(
        'FSTAT',
        guarded(async (reqid, handle: Buffer) => {
          const h = handleOf(handle);
          if (!h?.fd) return void sftp.status(reqid, STATUS_CODE.FAILURE);
          sftp.attrs(reqid, attrsOf(await h.fd.stat()));
        }),
      )
      .on(
        'CLOSE',
        guarded(async (reqid, handle: Buffer) => {
          const id = handle.readUInt32BE(0);
          await handles.get(id)?.fd?.close();
          handles.delete(id);
          sftp.status(reqid, STATUS_CODE.OK);
        }),
      );
    for (const op of ['STAT', 'LSTAT'] as const)
      sftp.on(
        op,
        guarded(async (reqid, p: string) => {
          const file = local(p);
          if (!file) return void sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          sftp.attrs(reqid, attrsOf(await (op === 'STAT' ? fs.stat(file) : fs.lstat(file))));
        }),
      );
    sftp
      .on(
        'MKDIR',
        guarded(async (reqid, p: string) => {
          const dir = local(p);
          if (!dir) return void sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
          await fs.mkdir(dir);
          sftp.status(reqid, STATUS_CODE.OK);
        }),
      )
      .on(
        'OPENDIR',
        guarded(async (reqid, p: string) => {
          const dir = local(p);
          if (!dir) return void sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          sftp.handle(reqid, newHandle({ dir: await fs.readdir(dir), dirPath: dir }));
        }),
      )
      .on(
        'READDIR',
        guarded(async (reqid, handle: Buffer) => {
          const h = handleOf(handle);
          if (!h?.dir || !h.dirPath) return void sftp.status(reqid, STATUS_CODE.FAILURE);
          if (h.dir.length === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
          const names = h.dir.splice(0, h.dir.length);
          const entries = await Promise.all(
            names.map(async (filename) => {
              const stats = await fs.lstat(path.join(h.dirPath!, filename));
              const type = stats.isDirectory() ? 'd' : '-';
              return {
                filename,
                longname: `${type}rw-r--r-- 1 sftp sftp ${stats.size} ${filename}`,
                attrs: attrsOf(stats),
              };
            }),
          );
          sftp.name(reqid, entries);
        }),
      )
      .on(
        'REMOVE',
        guarded(async (reqid, p: string) => {
          const file = local(p);
          if (!file) return void sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          await fs.unlink(file);
          sftp.status(reqid, STATUS_CODE.OK);
        }),
      )
      .on(
        'RENAME',
        guarded(async (reqid, from: string, to: string) => {
          const a = local(from);
          const b = local(to);
          if (!a || !b) return void sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
          await fs.rename(a, b);
          sftp.status(reqid, STATUS_CODE.OK);
        }),
      );
    for (const op of ['SETSTAT', 'FSETSTAT'] as const)
      sftp.on(op, (reqid: number) => sftp.status(reqid, STATUS_CODE.OK));
  }

  const clients = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => clients.delete(client));
    client
      .on('authentication', (ctx) => {
        if (
          !state.refuseLogins &&
          ctx.method === 'password' &&
          ctx.username === username &&
          ctx.password === password
        )
          return ctx.accept();
        return ctx.reject(['password']);
      })
      .on('ready', () => {
        client.on('session', (accept) => {
          accept().on('sftp', (acceptSftp) => serve(acceptSftp()));
        });
      });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    host,
    username,
    password,
    root,
    get refuseLogins() {
      return state.refuseLogins;
    },
    set refuseLogins(value: boolean) {
      state.refuseLogins = value;
    },
    close: async () => {
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether a path exists (tests and the development start-up). */
export const exists = (p: string) =>
  fs.access(p, constants.F_OK).then(
    () => true,
    () => false,
  );
