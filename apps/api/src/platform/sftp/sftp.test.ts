import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSftpServer, type LocalSftpServer } from './local-sftp-server';
import { downloadFile, uploadFile } from './sftp-upload';

let server: LocalSftpServer;
let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sftp-'));
  server = await startLocalSftpServer({ root });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const target = () => ({
  host: server.host,
  port: server.port,
  username: server.username,
  password: server.password,
});

describe('the local SFTP server and the upload', () => {
  it('writes a file into a new directory and reads it back, over SFTP and from disk', async () => {
    const content = Buffer.from('\uFEFFПериод,Брой\n2026-03-01,3\n');
    const written = await uploadFile(
      { ...target(), directory: 'partner-7/reports' },
      'a.csv',
      content,
    );
    expect(written).toBe('/partner-7/reports/a.csv');
    expect(await downloadFile(target(), written)).toEqual(content);
    expect(await readFile(path.join(root, 'partner-7/reports/a.csv'))).toEqual(content);
    // the same file again replaces it
    await uploadFile({ ...target(), directory: 'partner-7/reports' }, 'a.csv', Buffer.from('x'));
    expect(await readFile(path.join(root, 'partner-7/reports/a.csv'), 'utf8')).toBe('x');
  });

  it('refuses a wrong password and, while refusing, every login; never a path out of its root', async () => {
    await expect(
      uploadFile({ ...target(), password: 'wrong', directory: '/' }, 'b.csv', Buffer.from('1')),
    ).rejects.toThrow();
    server.refuseLogins = true;
    await expect(
      uploadFile({ ...target(), directory: '/' }, 'b.csv', Buffer.from('1')),
    ).rejects.toThrow();
    server.refuseLogins = false;
    const escaped = await uploadFile(
      { ...target(), directory: '../../etc' },
      'c.csv',
      Buffer.from('1'),
    );
    expect(escaped).toBe('/etc/c.csv');
    expect(await readFile(path.join(root, 'etc/c.csv'), 'utf8')).toBe('1');
  });
});
