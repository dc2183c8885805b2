import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startServerProcess } from '../test/server-process.ts';
import { verifyBackupArchive } from './backup-archive.ts';
import { pruneBackups, scheduledBackupName } from './backup-schedule.ts';
import { msUntilNextBackup, parseBackupSchedule } from '../config/backup-schedule-setting.ts';
import { seededDataDir } from '../test/embedded-template.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-backup-schedule-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('BACKUP_SCHEDULE', () => {
  it('takes an interval or a daily UTC time, and says what it wants otherwise', () => {
    expect(parseBackupSchedule('24h')).toEqual({ everyMs: 86_400_000 });
    expect(parseBackupSchedule('30m')).toEqual({ everyMs: 1_800_000 });
    expect(parseBackupSchedule('03:30')).toEqual({ dailyAt: { hour: 3, minute: 30 } });
    expect(msUntilNextBackup({ dailyAt: { hour: 3, minute: 30 } }, new Date('2026-01-01T03:00:00Z'))).toBe(30 * 60_000);
    expect(msUntilNextBackup({ dailyAt: { hour: 3, minute: 30 } }, new Date('2026-01-01T04:00:00Z'))).toBe(23.5 * 3_600_000);
    for (const bad of ['daily', '24', '0s', '25:00', '1y']) expect(parseBackupSchedule(bad)).toBe(null);

    const config = loadConfig({ BACKUP_SCHEDULE: '12h', BACKUP_KEEP: '3', BACKUP_DIR: '/var/backups/site' });
    expect(config.backup).toEqual({ schedule: { everyMs: 43_200_000 }, dir: '/var/backups/site', keep: 3 });
    expect(loadConfig({}).backup).toBe(undefined);
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow(
      /BACKUP_SCHEDULE: give an interval \(e\.g\. 24h.*or a daily time in UTC/,
    );
    expect(() => loadConfig({ BACKUP_SCHEDULE: '1h', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('retention deletes the oldest backups beyond BACKUP_KEEP, and what killed runs left, nothing else', () => {
    const dir = join(scratch, 'prune');
    mkdirSync(dir);
    const names = [0, 1, 2, 3].map((day) => scheduledBackupName(new Date(Date.UTC(2026, 0, 1 + day, 3, 30))));
    for (const name of [...names, 'notes.txt', `${names[3]}.partial`]) writeFileSync(join(dir, name), 'x');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([names[2], names[3], 'notes.txt'].sort());
  });

  it('the running server writes backups on schedule and keeps only BACKUP_KEEP of them', async () => {
    const dir = join(scratch, 'backups');
    const server = await startServerProcess(
      {
        DATA_DIR: seededDataDir(join(scratch, 'site')),
        PORT: '0',
        LOG_LEVEL: 'info',
        BACKUP_SCHEDULE: '1s',
        BACKUP_KEEP: '2',
        BACKUP_DIR: dir,
        WEB_DIST_DIR: join(scratch, 'no-web'),
      },
      { timeoutMs: 180_000 },
    );
    try {
      while ((server.output().match(/scheduled backup written/g) ?? []).length < 4) {
        expect(server.output()).not.toMatch(/scheduled backup failed/);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^localrank-\d{8}T\d{9}Z\.backup\.gz$/);
    const header = await verifyBackupArchive(join(dir, files[1]!));
    expect(header.tables.map((table) => table.name)).toContain('users');
  }, 300_000);
});
