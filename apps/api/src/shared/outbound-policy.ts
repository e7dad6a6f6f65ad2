import type { Config } from '../config/env.ts';
import type { OutboundPolicy } from './safe-fetch.ts';

/**
 * What this deployment may fetch besides public addresses: the origins the operator configured are trusted
 * exactly as configured (this API's own origin, which serves the demo newsroom and its images; every
 * `NEWS_FEEDS` URL; `LLM_BASE_URL`; the Naver search base), plus the private `OUTBOUND_ALLOW_HOSTS`.
 * Links from those origins to any other private address are still refused.
 */
export function outboundPolicyFor(config: Config): OutboundPolicy {
  const configured = [
    config.publicApiUrl,
    `http://127.0.0.1:${config.PORT}`,
    ...config.NEWS_FEEDS.split(',').map((entry) => /https?:\/\/\S+/.exec(entry)?.[0]),
    config.LLM_BASE_URL,
    config.NAVER_SEARCH_API_BASE,
  ];
  return {
    trustedOrigins: configured.filter((url): url is string => url !== undefined && URL.canParse(url)),
    allowHosts: config.OUTBOUND_ALLOW_HOSTS,
  };
}
