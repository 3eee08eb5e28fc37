import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey for integration tests: answers a registration ceremony as an authenticator
// with 'none' attestation would (P-256 key, user present and verified). The browser ceremony
// itself is tested in e2e with Chromium's virtual authenticator.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export function registrationResponse(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const credentialId = randomBytes(16);
  const rpIdHash = createHash('sha256').update(options.rp.id!).digest();
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    rpIdHash,
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // AAGUID
    idLength,
    credentialId,
    Buffer.from(isoCBOR.encode(cose)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  );
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
  };
}
