import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import { startLocalSftpServer } from '../../platform/sftp/local-sftp-server';
import { startReportDeliveryWorker } from './delivery-worker';
import { createScheduledReports } from './scheduled-service';

/** The platform's SFTP storage from REPORTS_SFTP_URL (sftp://user:password@host:port/dir). */
function storageFromUrl(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 22),
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

/**
 * Scheduled reports in a worker process: the delivery worker, and the daily run at 04:30 UTC
 * (06:30 or 07:30 in Sofia) of every report due. With no REPORTS_SFTP_URL the local SFTP server
 * starts over REPORTS_SFTP_DIR (development: files land on disk; the port is logged).
 */
export async function startScheduledReports(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: Jobs;
  mailer: Mailer | null;
  logger: Logger;
}) {
  const { config, logger } = deps;
  let close = async () => undefined as void;
  let storage;
  if (config.reportsSftp.url) storage = storageFromUrl(config.reportsSftp.url);
  else {
    const server = await startLocalSftpServer({
      root: config.reportsSftp.dir,
      port: config.reportsSftp.port,
    });
    logger.info(
      { port: server.port, dir: server.root, user: server.username },
      'local SFTP server for reports (development)',
    );
    storage = {
      host: server.host,
      port: server.port,
      username: server.username,
      password: server.password,
    };
    close = () => server.close();
  }
  await startReportDeliveryWorker(deps.jobs, {
    db: deps.db,
    send: deps.mailer ? (mail) => deps.mailer!.send(mail) : null,
    storage,
    keysDir: config.reportsSftp.keysDir,
    logger,
  });
  const scheduled = createScheduledReports({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    flags: config.featureFlags,
  });
  await deps.jobs.schedule('report.schedule', '30 4 * * *');
  await deps.jobs.work('report.schedule', async () => {
    const result = await scheduled.run();
    logger.info(result, 'scheduled reports planned');
  });
  return { close };
}
