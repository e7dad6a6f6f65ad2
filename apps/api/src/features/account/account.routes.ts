import { apiPaths, errorSchema, interestsBody, meResponse, nicknameBody, userInfoResponse } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountService } from './account.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema };
const security = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService(app.deps.database.db, app.views);

  app.post(
    apiPaths.interests,
    {
      schema: {
        tags: ['profile'],
        summary: '온보딩: 관심사와 닉네임 저장',
        security,
        body: interestsBody,
        response: { 200: userInfoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const userInfo = await service.setInterests(member, request.body);
      return reply.status(200).send({ message: '관심사를 저장했어요.', user_info: userInfo });
    },
  );

  app.get(
    apiPaths.me,
    { schema: { tags: ['profile'], summary: '내 정보', security, response: { 200: meResponse, 401: errorSchema } } },
    async (request) => service.me(await app.auth.requireMember(request)),
  );

  app.patch(
    apiPaths.nickname,
    {
      schema: {
        tags: ['profile'],
        summary: '닉네임과 관심사 수정',
        security,
        body: nicknameBody,
        response: { 200: userInfoResponse, ...errors },
      },
    },
    async (request) => {
      const member = await app.auth.requireMember(request);
      return { message: '프로필을 수정했어요.', user_info: await service.update(member, request.body) };
    },
  );

  app.delete(
    apiPaths.user,
    { schema: { tags: ['profile'], summary: '회원 탈퇴', security, response: { 204: z.null(), 401: errorSchema } } },
    async (request, reply) => {
      await service.deleteAccount(await app.auth.requireMember(request));
      return reply.status(204).send(null);
    },
  );
};
