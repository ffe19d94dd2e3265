import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClassroomArgs } from './args';

const one = { lan: ['192.168.1.20'], own: ['127.0.0.1', '192.168.1.20'] };
const two = { lan: ['192.168.1.20', '10.0.0.5'], own: ['127.0.0.1', '192.168.1.20', '10.0.0.5'] };

describe('parseClassroomArgs', () => {
  it("takes the computer's one address on a local network when none is given", () => {
    expect(parseClassroomArgs(['--data-dir', 'd'], one)).toEqual({ address: '192.168.1.20', port: 0, dataDir: path.resolve('d') });
  });

  it('takes an address, a port, a database and a passphrase file', () => {
    expect(parseClassroomArgs(['--address', '10.0.0.5', '--port', '8080', '--data-dir', 'd', '--database', 'postgres://t@db/school', '--passphrase-file', 'p.txt'], two)).toEqual({
      address: '10.0.0.5',
      port: 8080,
      dataDir: path.resolve('d'),
      database: 'postgres://t@db/school',
      passphraseFile: path.resolve('p.txt'),
    });
    expect(parseClassroomArgs(['--address', '127.0.0.1'], { lan: [], own: ['127.0.0.1'] })).toMatchObject({ address: '127.0.0.1' });
    expect(parseClassroomArgs(['--help'], one)).toBe('help');
  });

  it('says what is wrong with a bad command line', () => {
    expect(() => parseClassroomArgs([], two)).toThrow('several addresses: choose the one the class\'s network reaches with --address (192.168.1.20, 10.0.0.5)');
    expect(() => parseClassroomArgs([], { lan: [], own: ['127.0.0.1'] })).toThrow('no address on a local network');
    expect(() => parseClassroomArgs(['--address', '8.8.8.8'], one)).toThrow('8.8.8.8 is not an address of this computer (it has 127.0.0.1, 192.168.1.20).');
    expect(() => parseClassroomArgs(['--port', '70000'], one)).toThrow('--port must be a whole number from 0 to 65535');
    expect(() => parseClassroomArgs(['--database', 'mysql://h/db'], one)).toThrow('--database must be a PostgreSQL address');
    expect(() => parseClassroomArgs(['--passphrase-file', ''], one)).toThrow('--passphrase-file needs the path of a file.');
    expect(() => parseClassroomArgs(['--passphrase', 'x'], one)).toThrow(/Unknown option '--passphrase'/);
    expect(() => parseClassroomArgs(['--passphrase-file'], one)).toThrow(/argument missing/);
  });
});
