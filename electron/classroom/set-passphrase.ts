/**
 * `npm run classroom` sets the instructor's passphrase at the terminal before the host listens,
 * so that no browser ever can: from `--passphrase-file` (its first line; for scripts and tests), or
 * typed twice without echo when the host has none yet. A host that has one and is given no file
 * keeps it.
 */
import { readFile } from 'node:fs/promises';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { errorText } from '../errors';
import { Passphrase, passphraseProblem } from './passphrase';

export interface Terminal {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

/** What happened: 'file' (set from the file), 'typed' (set at the terminal) or 'kept'. */
export async function passphraseAtStart(dataDir: string, file: string | undefined, terminal: Terminal): Promise<'file' | 'typed' | 'kept'> {
  const passphrase = new Passphrase(dataDir);
  if (file !== undefined) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`The passphrase file could not be read: ${errorText(error)}`);
    }
    const line = text.split(/\r?\n/)[0];
    const problem = passphraseProblem(line);
    if (problem) throw new Error(`The passphrase file's first line will not do: ${problem}`);
    await passphrase.set(line);
    return 'file';
  }
  if (await passphrase.isSet()) return 'kept';
  if (!terminal.input.isTTY) throw new Error("No instructor's passphrase is set for this data folder: run the host at a terminal to choose one, or give --passphrase-file PATH.");
  for (;;) {
    const first = await askHidden(terminal, "Choose the instructor's passphrase (nothing is shown as you type): ");
    const problem = passphraseProblem(first);
    if (problem) {
      terminal.output.write(`${problem}\n`);
      continue;
    }
    if ((await askHidden(terminal, 'The same passphrase again: ')) !== first) {
      terminal.output.write('The two were not the same: try again.\n');
      continue;
    }
    await passphrase.set(first);
    return 'typed';
  }
}

/** One line from the terminal, not echoed. */
function askHidden(terminal: Terminal, prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) terminal.output.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input: terminal.input, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.question(prompt, (answer) => {
      resolve(answer); // before close, which would reject
      rl.close();
      terminal.output.write('\n');
    });
    muted = true; // after the prompt is written: what is typed is not echoed
    rl.on('SIGINT', () => rl.close()); // Ctrl-C gives up, as it would anywhere else
    rl.once('close', () => reject(new Error('The terminal closed before a passphrase was chosen.')));
  });
}
