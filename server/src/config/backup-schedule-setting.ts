// BACKUP_SCHEDULE's meaning, apart from the backup code so the configuration loads without it.

/** When scheduled backups run: every `everyMs`, or daily at a UTC time. */
export type BackupSchedule = { everyMs: number } | { dailyAt: { hour: number; minute: number } };

/** Parses BACKUP_SCHEDULE: an interval (`90s`, `30m`, `24h`, `7d`) or a daily UTC time (`03:30`); null when malformed. */
export function parseBackupSchedule(value: string): BackupSchedule | null {
  const interval = /^(\d+)(s|m|h|d)$/.exec(value.trim());
  if (interval) {
    const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[interval[2] as 's' | 'm' | 'h' | 'd'];
    const everyMs = Number(interval[1]) * unit;
    return everyMs >= 1000 && everyMs <= 366 * 86_400_000 ? { everyMs } : null;
  }
  const daily = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return daily ? { dailyAt: { hour: Number(daily[1]), minute: Number(daily[2]) } } : null;
}

/** How long from `now` until the schedule's next run. */
export function msUntilNextBackup(schedule: BackupSchedule, now: Date): number {
  if ('everyMs' in schedule) return schedule.everyMs;
  const next = new Date(now);
  next.setUTCHours(schedule.dailyAt.hour, schedule.dailyAt.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}
