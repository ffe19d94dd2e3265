/**
 * Signed results: an Ed25519 key per installation (node:crypto), kept in the user-data folder,
 * made on first use. A result is signed as canonical JSON (keys sorted, no spaces), so the same
 * result always gives the same bytes; the public key travels in the file. A signature proves the
 * file is unchanged since this installation signed it; which installations a school trusts is
 * the instructor's call (the import shows the key's fingerprint and whether it is new).
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { moveAside, readJsonFile, writeFileAtomic } from '../store/atomic-file';

export const KEY_FILE = 'signing-key.json';

export interface Signer {
  /** base64 SPKI DER. */
  publicKey: string;
  sign(canonical: string): string;
}

/** JSON with object keys sorted at every level: one text for one value. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export function signerFrom(privateKey: KeyObject): Signer {
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
  return { publicKey, sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64') };
}

/**
 * The installation's key: read from `<dataDir>/signing-key.json`, or made and saved. A damaged
 * key file is moved aside and a new key made (results signed before still verify: each carries
 * its public key). A classroom host signs its class results with it.
 */
export function installationSigner(dataDir: string, onReplaced?: (movedTo: string) => void): Promise<Signer> {
  return signerIn(path.join(dataDir, KEY_FILE), onReplaced);
}

export const TRAINEE_KEYS_DIR = 'signing-keys';

/**
 * A trainee's own key on this installation, for their self-study results: a shared lab computer
 * has one per trainee who uses it (`<dataDir>/signing-keys/<trainee id>.json`), so that each
 * enrols their own and no trainee's result is signed with a key enrolled for another.
 */
export function traineeSigner(dataDir: string, traineeId: string, onReplaced?: (movedTo: string) => void): Promise<Signer> {
  if (!/^[A-Za-z0-9-]{1,100}$/.test(traineeId)) throw new Error(`not a trainee id: ${traineeId}`);
  return signerIn(path.join(dataDir, TRAINEE_KEYS_DIR, `${traineeId}.json`), onReplaced);
}

async function signerIn(file: string, onReplaced?: (movedTo: string) => void): Promise<Signer> {
  const read = await readJsonFile(file);
  if (read.kind === 'ok') {
    const pem = (read.value as { privateKey?: unknown }).privateKey;
    try {
      if (typeof pem !== 'string') throw new Error('no key');
      return signerFrom(createPrivateKey(pem));
    } catch {
      /* damaged: fall through */
    }
  }
  if (read.kind !== 'missing') onReplaced?.(await moveAside(file));
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await writeFileAtomic(file, `${JSON.stringify({ algorithm: 'ed25519', privateKey: pem }, null, 2)}\n`);
  return signerFrom(privateKey);
}

export function verifySignature(canonical: string, signatureB64: string, publicKeyB64: string): boolean {
  try {
    const der = Buffer.from(publicKeyB64, 'base64');
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    // OpenSSL forgives some non-canonical encodings (e.g. the BIT STRING's unused-bits byte):
    // only the one encoding of the key counts, so a changed byte there is a changed file.
    if (key.asymmetricKeyType !== 'ed25519' || !key.export({ format: 'der', type: 'spki' }).equals(der)) return false;
    return verify(null, Buffer.from(canonical, 'utf8'), key, Buffer.from(signatureB64, 'base64'));
  } catch {
    return false;
  }
}

/** A short, readable name for a public key. */
export const keyFingerprint = (publicKeyB64: string): string =>
  createHash('sha256').update(Buffer.from(publicKeyB64, 'base64')).digest('hex').slice(0, 16).match(/.{4}/g)!.join(':');

/** The certificate's verification code: a short hash of the signature, e.g. "7KQ2-9XRT-M4DA". */
export const verificationCode = (signatureB64: string): string => hashCode(Buffer.from(signatureB64, 'base64'), 12);

/**
 * An installation's enrolment code: 80 bits of its public key's hash, e.g. "7KQ2-9XRT-M4DA-Q3ZC".
 * The instructor types it in once; a result file's key must hash to an enrolled code.
 */
export const enrolmentCode = (publicKeyB64: string): string => hashCode(Buffer.from(publicKeyB64, 'base64'), 16);

/** The code as typed: case, dashes and spaces do not matter. */
export const normalCode = (text: string): string => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** `chars` characters of Crockford base32, one from each byte of the SHA-256 of `bytes`, in groups of four. */
function hashCode(bytes: Buffer, chars: number): string {
  const hash = createHash('sha256').update(bytes).digest();
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let out = '';
  for (let i = 0; i < chars; i++) out += alphabet[hash[i] & 31];
  return out.match(/.{4}/g)!.join('-');
}
