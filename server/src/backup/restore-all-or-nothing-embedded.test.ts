import { describeRestoreAllOrNothing } from '../test/restore-all-or-nothing.ts';

// A restore into the embedded database's data folder is all or nothing: one whose rows break a constraint part-way,
// or one SIGKILLed while it loads, leaves the target as it was: a --force target keeps its old content, a fresh one
// stays empty (so a retry without --force is accepted). Its own file, so it runs beside the server's.
describeRestoreAllOrNothing('embedded');
