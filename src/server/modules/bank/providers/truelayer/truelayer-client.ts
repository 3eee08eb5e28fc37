import type { z } from 'zod';
import type { PersonPresent } from '../types';
import type { TrueLayerConfig } from './truelayer-config';
import { errorForTlResponse, malformedAnswer, TrueLayerApiError } from './truelayer-errors';
import { isOk, tlSend, type TlHttpOptions } from './truelayer-http';
import { resultsOf } from './truelayer-schemas';
import type { RotatingTokens } from '../rotating-tokens';
import type { StoredTrueLayerTokens } from './truelayer-extensions';

/**
 * Data API v1 reads for one connection: a fresh access token on every call, one retry
 * after a 401 with a refreshed token, every answer checked against its schema.
 */
export class TrueLayerDataClient {
  constructor(
    private readonly config: TrueLayerConfig,
    private readonly http: TlHttpOptions,
    private readonly tokens: RotatingTokens<StoredTrueLayerTokens>,
  ) {}

  async results<T extends z.ZodType>(linkId: string, path: string, item: T, query?: Record<string, string>, present?: PersonPresent): Promise<z.infer<T>[]> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const url = `${this.config.apiUrl}${path}${search}`;
    let token = await this.tokens.accessToken(linkId);
    const psuIp = present?.ip;
    let res = await tlSend(this.http, { method: 'GET', url, token, psuIp });
    if (res.status === 401) {
      // Revoked before its stated expiry: refresh once; a second 401 means the consent is gone.
      this.tokens.invalidate(token);
      token = await this.tokens.accessToken(linkId);
      res = await tlSend(this.http, { method: 'GET', url, token, psuIp });
    }
    if (!isOk(res.status)) throw errorForTlResponse({ ...res, method: 'GET', path });
    const parsed = resultsOf(item).safeParse(res.body);
    if (!parsed.success) throw malformedAnswer(`GET ${path}`);
    return parsed.data.results as z.infer<T>[];
  }

  /** Like `results`, but a feature this bank does not offer (501, endpoint_not_supported) reads as empty. */
  async optionalResults<T extends z.ZodType>(
    linkId: string,
    path: string,
    item: T,
    query?: Record<string, string>,
    present?: PersonPresent,
  ): Promise<z.infer<T>[]> {
    try {
      return await this.results(linkId, path, item, query, present);
    } catch (error) {
      if (error instanceof TrueLayerApiError && (error.status === 501 || error.code === 'endpoint_not_supported')) return [];
      throw error;
    }
  }
}
