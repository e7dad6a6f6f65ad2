import {
  apiPaths,
  copyResponse,
  deletePostQuery,
  errorSchema,
  exportQuery,
  idParams,
  videoScript,
  videoScriptQuery,
  myPostItem,
  myPostList,
  myPostsQuery,
  postDetail,
  postEditBody,
  postStatusResponse,
  postVersionList,
  publishBody,
  publishResponse,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFetcherFor } from '../../proxy/image-fetcher.ts';
import { memberTag } from '../../shared/cached-views.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import { sharedItemsJson, sharedJsonSerializerCompiler, sharedObjectJson } from '../../shared/shared-json.ts';
import { etagMatches } from '../../shared/etag.ts';
import type { Transport } from '../../shared/wordpress-client.ts';
import { createPostConverter } from './exports/converter.ts';
import { videoScriptSrt } from './exports/video-script.ts';
import { contentDisposition, downloadFileName, pdfFileName } from './download-name.ts';
import { ownImages } from './post-images.ts';
import { createPdfStore } from './pdf/pdf-cache.ts';
import { createPdfRenderer } from './pdf/pdf-renderer.ts';
import { createPdfExporter, pdfEtag } from './post-pdf.export.ts';
import { zipPostPhotos } from './post-photos.ts';
import { createPostsService } from './posts.service.ts';
import { createWordpressPublishService } from './wordpress-publish.service.ts';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
// A post's answer object is made once per cached row and shared (posts.service.ts): checked and stringified once.
const detailJson = sharedJsonSerializerCompiler(sharedObjectJson(postDetail));

const publishErrors = { ...errors, 502: errorSchema, 503: errorSchema };
const MiB = 1024 * 1024;

export interface PostsOptions {
  /** Requests to members' sites: the safe outbound fetch (private addresses only when the operator allows them). */
  transport: Transport;
}

export const postsRoutes: FastifyPluginAsyncZod<PostsOptions> = async (app, options) => {
  const service = createPostsService(app.deps.database.db, app.deps.config, app.views);
  const images = app.deps.images ?? imageFetcherFor(app.deps.config);
  const { config } = app.deps;
  const renderer =
    app.deps.pdfRenderer ?? createPdfRenderer({ threads: config.PDF_RENDER_THREADS, queue: config.PDF_RENDER_QUEUE });
  if (!app.deps.pdfRenderer) app.addHook('onClose', () => renderer.close());
  const pdf = createPdfExporter({
    images,
    renderer,
    store: createPdfStore(app.deps.database, config.dataDir, config.PDF_CACHE_MB * MiB),
    log: app.log,
  });
  // Walking a member's HTML can take seconds: off the event loop, so one member's exports never stall the API.
  const converter = createPostConverter();
  app.addHook('onClose', () => converter.close());
  const ownImage = ownImages(app.deps.config.publicProxyUrl, (url) => images.fetch(url));
  const wordpress = createWordpressPublishService({
    db: app.deps.database.db,
    config: app.deps.config,
    transport: options.transport,
    loadImage: (url) => images.fetch(url),
  });

  app.get(
    apiPathPattern(apiPaths.post),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '글 상세',
        security,
        params: idParams,
        response: { 200: postDetail, ...errors },
      },
      serializerCompiler: detailJson,
    },
    async (request) => {
      const member = await app.auth.requireMember(request);
      return (await service.get(member.id, request.params.id)).detail;
    },
  );

  app.patch(
    apiPathPattern(apiPaths.postStatus),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '생성 완료 표시',
        security,
        params: idParams,
        response: { 200: postStatusResponse, ...errors },
      },
    },
    async (request) => service.markGenerated((await app.auth.requireMember(request)).id, request.params.id),
  );

  app.post(
    apiPathPattern(apiPaths.postCopy),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '복사 기록',
        security,
        params: idParams,
        response: { 200: copyResponse, ...errors },
      },
    },
    async (request) => service.copy((await app.auth.requireMember(request)).id, request.params.id),
  );

  app.get(
    apiPathPattern(apiPaths.postPdf),
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, admission: 'route' },
      // Admitted or refused on arrival, before the rate limit's count and every read (post-pdf.export.ts): a 503 is
      // the same for any id and member, so it tells nothing; an admitted request is checked below as any other. The
      // refusal never waits for the process's admission (ADR 065); an admitted request then takes its turn there.
      onRequest: (request, reply, done) => {
        // The id as routed (a string until the schema's check, which runs later).
        const admitted = pdf.admit(Number(request.params.id));
        if (admitted instanceof Error) return done(admitted);
        reply.raw.once('finish', admitted).once('close', admitted);
        app.admission.admit(request, reply, done);
      },
      schema: {
        tags: ['posts'],
        summary: 'PDF 내려받기',
        security,
        params: idParams,
        response: { 200: z.any(), 304: z.null(), ...errors, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      // Only the owner's post: another member's id is "not found" before any stored render is looked at.
      const post = await service.find(member.id, request.params.id);
      // Rendered once per content (ADR 036): the browser keeps the file and asks again with its ETag.
      const etag = pdfEtag(post);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        return reply.status(304).header('etag', etag).header('cache-control', 'private, no-cache').send(null);
      }
      // A render waits for the pool's thread, outside this process's loop: the place goes to the next request.
      app.admission.leave(request);
      const file = await pdf.file(post);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(pdfFileName(post.title, post.id)))
        .header('etag', file.etag)
        .header('last-modified', file.renderedAt.toUTCString())
        .header('cache-control', 'private, no-cache')
        .header('x-cache', file.cached ? 'hit' : 'miss')
        .send(file.body);
    },
  );

  app.get(
    apiPathPattern(apiPaths.postExport),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['posts'],
        summary: '내보내기 (Markdown, HTML, 텍스트)',
        security,
        params: idParams,
        querystring: exportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const post = await service.find(member.id, request.params.id);
      const file = await converter.exportFile(post, request.query.format);
      const name = downloadFileName(post.title, post.id, file.extension);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    apiPathPattern(apiPaths.postVideoScript),
    {
      schema: {
        tags: ['posts'],
        summary: '숏폼 영상 대본 (JSON 또는 SRT 자막)',
        security,
        params: idParams,
        querystring: videoScriptQuery,
        response: { 200: videoScript.or(z.string()), ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const post = await service.find(member.id, request.params.id);
      const script = await converter.videoScript(post);
      if (request.query.format === 'json') return script;
      const name = downloadFileName(post.title, post.id, 'srt');
      return reply
        .type('application/x-subrip; charset=utf-8')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(videoScriptSrt(script));
    },
  );

  app.get(
    apiPathPattern(apiPaths.postPhotos),
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['posts'],
        summary: '사진 모두 내려받기 (ZIP, 출처를 적은 credits.txt 포함)',
        security,
        params: idParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const post = await service.find(member.id, request.params.id);
      const zip = await zipPostPhotos(post, ownImage);
      if (!zip) throw new NotFoundError('이 글에는 내려받을 사진이 없어요.');
      const name = downloadFileName(`${post.title} 사진`, post.id, 'zip');
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.get(
    apiPaths.myPosts,
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '내 글 목록 (검색어, 상태, 분야, 기간으로 거를 수 있어요)',
        security,
        querystring: myPostsQuery,
        response: { 200: myPostList, ...errors },
      },
      serializerCompiler: sharedJsonSerializerCompiler(sharedItemsJson(myPostItem)),
    },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query;
      return service.list((await app.auth.requireMember(request)).id, page, pageSize, filters);
    },
  );

  app.get(
    apiPathPattern(apiPaths.myPost),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '내 글 상세',
        security,
        params: idParams,
        response: { 200: postDetail, ...errors },
      },
      serializerCompiler: detailJson,
    },
    async (request) => (await service.get((await app.auth.requireMember(request)).id, request.params.id)).detail,
  );

  app.get(
    apiPathPattern(apiPaths.myPostVersions),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '같은 키워드로 만든 내 글의 버전들 (최신순)',
        security,
        params: idParams,
        response: { 200: postVersionList, ...errors },
      },
    },
    async (request) => service.versions((await app.auth.requireMember(request)).id, request.params.id),
  );

  app.post(
    apiPathPattern(apiPaths.myPostOpened),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '이 버전을 열었어요 (고치거나 발행한 버전이 없으면 대표 버전이 돼요)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.open((await app.auth.requireMember(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    apiPathPattern(apiPaths.myPost),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '내 글 고쳐 저장하기 (이 버전의 내 글이 돼요)',
        description:
          '본문은 생성된 글과 같은 규칙으로 정리되고 200KB까지 저장돼요. 복사, PDF, 내보내기는 고친 글을 써요.',
        security,
        params: idParams,
        body: postEditBody,
        response: { 200: postDetail, 413: errorSchema, ...errors },
      },
    },
    async (request) => service.edit((await app.auth.requireMember(request)).id, request.params.id, request.body),
  );

  app.delete(
    apiPathPattern(apiPaths.deleteMyPost),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['posts'],
        summary: '내 글 삭제 (이 버전만, all=true면 같은 키워드의 모든 버전)',
        security,
        params: idParams,
        querystring: deletePostQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const deleted = await service.remove(member.id, request.params.id, request.query.all);
      // The database's renders went with the posts; files under DATA_DIR go now.
      await pdf.forget(deleted);
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiPathPattern(apiPaths.postPublishWordpress),
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: '워드프레스에 발행 (다시 발행하면 같은 글을 고쳐요)',
        security,
        params: idParams,
        body: publishBody,
        response: { 200: publishResponse, ...publishErrors },
      },
    },
    async (request) => {
      const member = await app.auth.requireMember(request);
      const published = await wordpress.publish(member.id, request.params.id, request.body);
      // The published version is now the keyword's 대표: the member's lists and versions read again.
      app.views.invalidate(memberTag(member.id));
      return published;
    },
  );
};
