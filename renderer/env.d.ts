/// <reference types="vite/client" />
import type { TrainerApi } from '../shared/api';

declare global {
  interface Window {
    /** Defined by Electron's preload or by the web host's bridge script; missing anywhere else. */
    readonly api?: TrainerApi;
  }
}
