import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { NoPasswordError, readNewPassword } from './read-password.ts';

/** A terminal's input: what the person types arrives in `typed`'s chunks, raw mode is recorded. */
function terminal(...typed: string[]) {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(raw: boolean) {
      input.rawModes.push(raw);
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  // Each answer is typed once its prompt is on the screen.
  let next = 0;
  output.on('data', (chunk: Buffer) => {
    const answer = typed[next];
    if (!chunk.toString().endsWith(': ') || answer === undefined) return;
    next += 1;
    setImmediate(() => input.write(answer));
  });
  return { input, output, shown: () => shown };
}

describe('the password prompt of npm run admin', () => {
  it('asks twice at a terminal without echoing what is typed, backspace editing it', async () => {
    const tty = terminal('Secret-Passw0rdx\u007f\r', 'Secret-Passw0rd\r');
    expect(await readNewPassword(tty.input, tty.output)).toBe('Secret-Passw0rd');
    expect(tty.shown()).toBe('New password: \nRepeat it: \n');
    expect(tty.input.rawModes).toEqual([true, false, true, false]);
  });

  it('changes nothing when the two differ, or when Ctrl+C stops it', async () => {
    const differ = terminal('One-Passw0rd\r', 'Two-Passw0rd\r');
    await expect(readNewPassword(differ.input, differ.output)).rejects.toThrow('The two passwords differ: nothing was changed.');
    const stopped = terminal('Half\u0003');
    await expect(readNewPassword(stopped.input, stopped.output)).rejects.toBeInstanceOf(NoPasswordError);
  });

  it('reads the first line of a pipe, for scripts, and refuses an empty one', async () => {
    const pipe = new PassThrough();
    pipe.end('Piped-Passw0rd\r\nignored\n');
    expect(await readNewPassword(pipe)).toBe('Piped-Passw0rd');
    const empty = new PassThrough();
    empty.end('');
    await expect(readNewPassword(empty)).rejects.toThrow('Standard input holds no password: give it on the first line.');
  });
});
