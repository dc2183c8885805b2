import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { applyAdd } from './add.ts';
import type { ApplyResult, Command } from './command.ts';
import { applyDelete } from './delete.ts';
import { applyDuplicate } from './duplicate.ts';
import { applyMove } from './move.ts';
import { parseCommand } from './parse.ts';
import { applyText } from './text.ts';
import { applyUpdate } from './update.ts';

/**
 * Applies one command to a page. On success: the new page (untouched subtrees are the same objects), the command
 * as applied, its inverse and a history label. On failure: a typed error, and the page is exactly as it was.
 * The command is checked as untrusted input, so a command read from JSON can be passed as is. Never throws.
 */
export function applyCommand(page: BuilderPage, command: Command): ApplyResult {
  const parsed = parseCommand(command);
  if (!parsed.ok) return parsed;
  try {
    const checked = parsed.command;
    switch (checked.kind) {
      case 'add':
        return applyAdd(page, checked);
      case 'update':
        return applyUpdate(page, checked);
      case 'delete':
        return applyDelete(page, checked);
      case 'move':
        return applyMove(page, checked);
      case 'duplicate':
        return applyDuplicate(page, checked);
      case 'text':
        return applyText(page, checked);
    }
  } catch (error) {
    // Only a page that is not a valid tree (not read through parsePage) can get here.
    return fail('invalid-page', `The page is not a valid element tree: ${error instanceof Error ? error.message : String(error)}`);
  }
}
