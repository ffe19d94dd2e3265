import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { failure } from '../../shared/contract';
import { IPC_INVOKE } from '../../shared/transport';
import type { Dispatch } from '../api/dispatch';
import { isAppUrl } from './app-protocol';

/** Only the app's own window, in its top frame, showing the app's own page, may call. */
export function isFromAppWindow(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, window: WebContents | undefined): boolean {
  const frame = event.senderFrame;
  return window !== undefined && event.sender === window && frame !== null && frame === window.mainFrame && isAppUrl(frame.url);
}

export function serveIpc(ipcMain: Pick<IpcMain, 'handle'>, appWindow: () => WebContents | undefined, dispatch: Dispatch): void {
  ipcMain.handle(IPC_INVOKE, (event, channel: unknown, payload: unknown) =>
    isFromAppWindow(event, appWindow()) ? dispatch(channel, payload) : failure('forbidden', 'Only the trainer window may call the trainer.'),
  );
}
