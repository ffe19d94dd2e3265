/**
 * The renderer's only door to the main process: a frozen window.api with invoke() and nothing
 * else. Tiny on purpose (built on its own, no zod): main.ts validates everything that comes in.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { TrainerApi } from '../shared/api';
import { IPC_INVOKE } from '../shared/transport';

const api: TrainerApi = {
  invoke: (channel, request) => ipcRenderer.invoke(IPC_INVOKE, channel, request),
};

contextBridge.exposeInMainWorld('api', Object.freeze(api));
