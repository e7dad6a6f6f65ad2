# syntax=docker/dockerfile:1
# 글감 in one image: the API process (API :8000, image proxy :8001, web app :3000) by default, the job worker
# with `node --max-semi-space-size=4 --max-old-space-size=512 apps/api/dist/worker.js` (deploy/compose.yaml runs both).
#   docker build -t geulgam .
ARG NODE_IMAGE=node:22-bookworm-slim

# The package manifests alone, so that the install layers below are reused until a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && cp package.json package-lock.json .npmrc /manifests/ \
  && find apps packages -mindepth 2 -maxdepth 2 -name package.json -exec cp --parents {} /manifests/ \;

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund

# The web app (Vite) and the API bundles (esbuild): apps/web/dist and apps/api/dist.
FROM deps AS build
COPY . .
RUN npm run build

# The API's production dependencies only.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX as scripts/lib.mjs's API_ENV (ADR 056): glibc's malloc at two arenas keeps native memory flat.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  DATA_DIR=/app/data \
  MALLOC_ARENA_MAX=2
WORKDIR /app
# The manifests and node_modules folders (npm nests a few packages under apps/api/node_modules).
COPY --from=production-deps /app ./
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir data && chown node:node data
USER node
EXPOSE 8000 8001 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=512", "apps/api/dist/server.js"]
