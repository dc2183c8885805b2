import { describeRestoreAllOrNothing } from '../test/restore-all-or-nothing.ts';

// A restore into a database on a PostgreSQL server is all or nothing: one whose rows break a constraint part-way, or
// one SIGKILLed while it loads, leaves the target as it was (restore-all-or-nothing-embedded.test.ts: the same into a
// data folder).
describeRestoreAllOrNothing('server');
