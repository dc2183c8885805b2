import type { Readable, Writable } from 'node:stream';

/** Raised when the person stops the prompt (Ctrl+C or Ctrl+D) or standard input holds no password. */
export class NoPasswordError extends Error {
  override name = 'NoPasswordError';
}

/** What a terminal's standard input offers beyond a stream. */
type Terminal = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** Reads one line typed at a terminal without echoing it (backspace edits; Ctrl+C or Ctrl+D cancel). */
function readHiddenLine(input: Terminal, output: Writable, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(line));
        if (char === '\u0003' || char === '\u0004') return finish(() => reject(new NoPasswordError('Stopped: no password given.')));
        if (char === '\u007f' || char === '\b') line = line.slice(0, -1);
        else if (char >= ' ') line += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a piped standard input. */
async function readFirstLine(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '') throw new NoPasswordError('Standard input holds no password: give it on the first line.');
  return line;
}

/**
 * The new password for `npm run admin`: asked twice at a terminal, without echo; read from the first line
 * of standard input when it is a pipe (for scripts), so it never appears in the command line or `ps`.
 */
export async function readNewPassword(input: Terminal = process.stdin, output: Writable = process.stderr): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const password = await readHiddenLine(input, output, 'New password: ');
  const repeated = await readHiddenLine(input, output, 'Repeat it: ');
  if (password !== repeated) throw new NoPasswordError('The two passwords differ: nothing was changed.');
  return password;
}
