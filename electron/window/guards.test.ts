import { EventEmitter } from 'node:events';
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { isFromAppWindow } from './ipc';
import { guardNavigation } from './navigation-guard';
import { denyPermissions } from './permission-guard';

function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: (() => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: (...args: unknown[]) => void) => emitter.on(name, listener),
    setWindowOpenHandler: (handler: () => { action: string }) => {
      openHandler = handler;
    },
  } as unknown as WebContents;
  const fire = (name: string, url?: string) => {
    const event = { preventDefault: vi.fn() };
    emitter.emit(name, event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: () => openHandler?.() };
}

describe('navigation guard', () => {
  it('keeps the window on the app and opens no new windows', () => {
    const { contents, fire, open } = fakeContents();
    guardNavigation(contents);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'app://renderer.evil/index.html')).toBe(true);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fire('will-attach-webview')).toBe(true);
    expect(fire('will-navigate', 'app://renderer/index.html')).toBe(false); // a reload
    expect(open()).toEqual({ action: 'deny' });
  });
});

describe('permission guard', () => {
  it('denies every request and check', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() };
    denyPermissions(session as never);
    const answer = vi.fn();
    session.setPermissionRequestHandler.mock.calls[0][0]({}, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    expect(session.setPermissionCheckHandler.mock.calls[0][0]()).toBe(false);
    expect(session.setDevicePermissionHandler.mock.calls[0][0]()).toBe(false);
  });
});

describe('IPC sender check', () => {
  const mainFrame = { url: 'app://renderer/index.html#/settings' };
  const window = { mainFrame } as unknown as WebContents;
  const event = (sender: unknown, senderFrame: unknown) => ({ sender, senderFrame }) as unknown as IpcMainInvokeEvent;

  it("accepts only the app window's top frame on the app's own page", () => {
    expect(isFromAppWindow(event(window, mainFrame), window)).toBe(true);
    expect(isFromAppWindow(event({}, mainFrame), window)).toBe(false);
    expect(isFromAppWindow(event(window, { url: 'app://renderer/index.html' }), window)).toBe(false); // a subframe
    expect(isFromAppWindow(event(window, null), window)).toBe(false);
    expect(isFromAppWindow(event(window, mainFrame), undefined)).toBe(false);
    const elsewhere = { mainFrame: { url: 'https://evil.example/' } } as unknown as WebContents;
    expect(isFromAppWindow(event(elsewhere, elsewhere.mainFrame), elsewhere)).toBe(false);
  });
});
