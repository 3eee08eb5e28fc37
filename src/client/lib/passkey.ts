// The browser's side of a passkey ceremony (SimpleWebAuthn), loaded only when used.

type Options = Record<string, unknown>;

export async function createPasskey(options: Options): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

export async function askForPasskey(options: Options): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A cancelled or timed-out browser prompt: nothing to report. */
export const wasCancelled = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
