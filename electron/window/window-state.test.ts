import { describe, expect, it } from 'vitest';
import { placeWindow } from './window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 870 };
const monitor = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('placeWindow', () => {
  it('reopens where the window was', () => {
    expect(placeWindow({ x: 1600, y: 100, width: 1200, height: 800, maximized: false }, [laptop, monitor])).toEqual({ x: 1600, y: 100, width: 1200, height: 800 });
  });

  it('drops a position no screen shows any more (a monitor was unplugged)', () => {
    expect(placeWindow({ x: 1600, y: 100, width: 1200, height: 800, maximized: false }, [laptop])).toEqual({ width: 1200, height: 800 });
    expect(placeWindow({ x: 100, y: -500, width: 800, height: 600, maximized: false }, [laptop])).toEqual({ width: 800, height: 600 });
  });

  it('shrinks a window larger than every screen', () => {
    expect(placeWindow({ width: 3000, height: 2000, maximized: false }, [laptop, monitor])).toEqual({ width: 2560, height: 1400 });
  });

  it('copes with no screen information', () => {
    expect(placeWindow({ width: 1000, height: 700, maximized: true }, [])).toEqual({ width: 1000, height: 700 });
  });
});
