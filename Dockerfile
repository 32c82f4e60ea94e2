# Pathagar in a container: the client built in the image, the server on Node.js 22 (or 24:
# `docker build --build-arg NODE_VERSION=24 .`). One container is one process by default; run several
# (one per core) behind the proxy, or set WEB_CONCURRENCY=auto for node:cluster inside one container.
# Settings come from the environment (`docker run --env-file /etc/pathagar/env`, deploy/pathagar.env.example):
# several containers need PostgreSQL, Redis and S3-compatible storage, nothing on the container's disk.
# Not built here: the machine has no Docker daemon (see docs/deploying.md).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Dependencies first (a layer reused until the lock file changes); the project's postinstall needs the
# sources, so scripts run below, after they are copied.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Dependencies' own install scripts, then the generated code (Prisma client, Relay artifacts) and the
# client build (hashed assets with their .br/.gz copies in client/dist).
RUN npm rebuild --no-audit --no-fund \
  && npm run gen:prisma \
  && npm run gen:relay \
  && npm run build \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CLIENT_BUILD=never \
    DATA_DIR=/var/lib/pathagar
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/pathagar && chown node:node /var/lib/pathagar
USER node
EXPOSE 3000
# Liveness only (a busy database must not get a healthy container restarted); the proxy checks /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish within SHUTDOWN_TIMEOUT_MS (give `docker stop -t 20`).
STOPSIGNAL SIGTERM
# What `npm start` runs, as PID 1's only child-free process (signals reach the server itself).
CMD ["node", "--import", "tsx", "server/src/main.ts"]
