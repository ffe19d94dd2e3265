/** Where a host's services write what the user of the terminal (or Electron's log) should know. */
export interface Logger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The hosts' log: the terminal (or Electron's). */
export const consoleLog: Logger = {
  warn: (message) => console.warn(`warning: ${message}`),
  error: (message, error) => console.error(`error: ${message}`, error ?? ''),
};
