# syntax=docker/dockerfile:1
# Klub: the server and the built web app in one image (docs/operations.md, "Deployment").
#   docker build -t klub .
# The image runs exactly what the rolling-restart rehearsal runs (apps/server/bench/rehearsal.ts):
#   the release step  npm run db:migrate              (compose.yaml's `migrate` service)
#   an instance       node apps/server/dist/main.js   (the default command)
# Its configuration is the environment (deploy/klub.env.example); nothing is written to its disk.

# ---- build: every dependency, the web app and the server bundle ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the build, the migrations ----
FROM node:24-bookworm-slim AS runtime
WORKDIR /opt/klub
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/
# --omit=dev also leaves out the root devDependency `node` (the Node 24 the project's npm scripts
# bring for development): here the image's own Node 24 runs everything.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/db/migrations packages/db/migrations
# The code belongs to root and is read-only to the process, which runs as the image's `node` user.
USER node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
EXPOSE 3000
# Liveness only (the process answers; never the database): a database outage must not get every
# container restarted. Readiness for the balancer is GET /api/health/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the drain (DRAIN_SECONDS, then SHUTDOWN_TIMEOUT_SECONDS): give the container more
# than their sum before it is killed (`docker stop -t 45`, compose's stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
