# syntax=docker/dockerfile:1
# The shop's production image: the built backend, the built PWA it serves, production dependencies only,
# run as the unprivileged "node" user. `docker compose up` (compose.yaml) runs two of them behind Caddy.

# Every workspace's manifest, so that npm ci can check the lock file against all of them.
FROM node:24-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY backend/package.json backend/
COPY pwa/package.json pwa/
COPY e2e/package.json e2e/

# Builds the packages, the PWA and the backend with the dev dependencies; also the image of the operator's tools
# (compose's "admin" service runs `npm run admin:create` from it).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.json nest-cli.json ./
COPY packages packages
COPY backend backend
COPY pwa pwa
RUN npm run build

FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app ./
# The workspace packages the backend imports, built (their manifests came with the dependencies).
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/embedded-mongo/dist packages/embedded-mongo/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/pwa/dist pwa/dist
# Only the single-box mode (DATABASE=embedded) writes here; compose's shops use MongoDB.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.ts stops taking requests on SIGTERM, finishes those in flight, then closes the database; node runs as
# PID 1 with its own handlers, so the signal reaches it (compose adds an init for reaping).
STOPSIGNAL SIGTERM
# Stack traces point into the bundle (backend/dist); NODE_OPTIONS=--enable-source-maps maps them to the TypeScript
# sources through its .map files, for about 90 MB more memory and 0.3 s more start.
CMD ["node", "backend/dist/main.js"]
