import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { createKakaoImageSearch } from './images/image-picker.ts';
import { createCoupangSource } from './products/coupang-partners.ts';
import { createDemoProductSource } from './products/demo-products.ts';
import { createNaverShoppingSource } from './products/naver-shopping.ts';
import { withCache, type ProductSource } from './products/product-source.ts';
import { createOfflineProvider } from './providers/offline-provider.ts';
import { createOpenAiProvider } from './providers/openai-provider.ts';
import type { WriterProvider } from './providers/provider.ts';
import { createGenerationService } from './generation.service.ts';

function productSource(config: Config): ProductSource {
  if (config.SHOPPING === 'naver' && config.NAVER_SEARCH_CLIENT_ID && config.NAVER_SEARCH_CLIENT_SECRET) {
    return withCache(
      createNaverShoppingSource({
        clientId: config.NAVER_SEARCH_CLIENT_ID,
        clientSecret: config.NAVER_SEARCH_CLIENT_SECRET,
        baseUrl: config.NAVER_SEARCH_API_BASE,
      }),
    );
  }
  if (config.SHOPPING === 'coupang' && config.COUPANG_ACCESS_KEY && config.COUPANG_SECRET_KEY) {
    return withCache(
      createCoupangSource({ accessKey: config.COUPANG_ACCESS_KEY, secretKey: config.COUPANG_SECRET_KEY }),
    );
  }
  return createDemoProductSource({ publicApiUrl: config.publicApiUrl, withImages: config.demoNewsroom });
}

function providers(config: Config): WriterProvider[] {
  const offline = createOfflineProvider();
  if (config.LLM_PROVIDER === 'openai' && config.LLM_BASE_URL && config.LLM_MODEL) {
    const llm = createOpenAiProvider({
      baseUrl: config.LLM_BASE_URL,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}),
    });
    return [llm, offline];
  }
  return [offline];
}

/** The writer as configured: LLM (falling back to offline) or offline; products and images by config. */
export function createConfiguredGeneration(db: Db, config: Config, logger: FastifyBaseLogger, views: CachedViews) {
  return createGenerationService({
    db,
    config,
    logger,
    views,
    providers: providers(config),
    products: productSource(config),
    imageSearch:
      config.IMAGE_SEARCH === 'kakao' && config.KAKAO_REST_KEY
        ? createKakaoImageSearch(config.KAKAO_REST_KEY)
        : undefined,
  });
}
