/**
 * The desktop app's dispatcher, as electron/main.ts builds it (main.ts cannot run without
 * Electron; this can, for the tests and e2e/desktop-app-host.ts): the handlers are handed the one
 * capability only this host has, hosting a class in this process on the address its user chose,
 * serving the same renderer over HTTP.
 */
import { createDispatch, type Dispatch } from './api/dispatch';
import { startClassroomHost } from './classroom/host';
import { createHandlers } from './handlers';
import type { Services } from './services';

export function createDesktopDispatch(services: Services): Dispatch {
  return createDispatch(
    services,
    createHandlers({ hostClass: (hosting, at) => startClassroomHost({ ...at, staticDir: hosting.ctx.staticDir!, services: hosting }) }),
  );
}
