import { ApiError } from './create-api-client.ts';

export interface TokenPairLike {
  access: string;
  refresh: string;
}

export interface TokenRenewalOptions {
  /** The stored tokens, read fresh each time (another tab may have renewed them). */
  read: () => { access: string | null; refresh: string | null };
  /** Stores a renewed pair. */
  save: (pair: TokenPairLike) => void;
  /** POST {refresh} to the audience's refresh route, without a bearer token. */
  exchange: (refresh: string) => Promise<TokenPairLike>;
}

export interface TokenRenewal {
  /**
   * A new access token, or null when the login cannot be renewed (no refresh token, or the server
   * refused it). Calls made while one renewal is on its way share it: a tab never sends two at once.
   * Network and server failures reject, and the stored tokens stay.
   */
  renew(): Promise<string | null>;
}

function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Renews one audience's tokens with its refresh token. Tabs share tokens through localStorage: a tab
 * that finds the stored refresh token changed under it (another tab renewed first) uses the newer
 * tokens instead of reporting the login as over; if the tokens were removed meanwhile (logout in
 * another tab), what this renewal brought back is dropped.
 */
export function createTokenRenewal({ read, save, exchange }: TokenRenewalOptions): TokenRenewal {
  let inFlight: Promise<string | null> | null = null;

  async function run(): Promise<string | null> {
    const { refresh } = read();
    if (!refresh) return null;
    try {
      const pair = await exchange(refresh);
      const now = read();
      if (now.refresh !== refresh && now.refresh !== pair.refresh) return now.refresh ? now.access : null;
      save(pair);
      return pair.access;
    } catch (error) {
      const now = read();
      if (now.refresh && now.refresh !== refresh) return now.access;
      if (refused(error)) return null;
      throw error;
    }
  }

  return {
    renew() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
