/**
 * The renderer's only door to the main process: a frozen window.api with invoke() and subscribe()
 * and nothing else. Tiny on purpose (built on its own, no zod): main.ts validates everything that
 * comes in.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { HostEvent, TrainerApi } from '../shared/api';
import { IPC_EVENT, IPC_INVOKE } from '../shared/transport';

const api: TrainerApi = {
  invoke: (channel, request) => ipcRenderer.invoke(IPC_INVOKE, channel, request),
  subscribe: (listener) => {
    const forward = (_event: IpcRendererEvent, event: HostEvent) => listener(event);
    ipcRenderer.on(IPC_EVENT, forward);
    return () => void ipcRenderer.off(IPC_EVENT, forward);
  },
};

contextBridge.exposeInMainWorld('api', Object.freeze(api));
