import { productName, version } from '../package.json';

/** The app's name and version as package.json has them (and electron-builder ships them). */
export const appMeta = { name: productName, version } as const;
