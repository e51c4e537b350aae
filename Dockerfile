# Multi-stage image of the site: build with every dependency, run with production ones only, as a
# non-root user, with the database and mail drop on a volume readable by that user alone. The machines
# this project is developed on have no Docker engine: tests/integration/image.test.ts reproduces the
# last stage from this file (its files, ENV, USER, CMD and HEALTHCHECK) and runs it behind the front.

FROM node:24-bookworm-slim AS build
# The link-preview cards (scripts/build-images.ts) are drawn with DejaVu Sans.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The image's own Node runs everything; the registry's Node in devDependencies (for machines whose
# system Node is older) goes with the other development packages.
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/content ./content
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: /readyz fails while the database is out of reach.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# --max-semi-space-size=2: V8 young generation capped at 2 MB a semi-space (default 16), about 20 MB
# (PostgreSQL) to 60 MB (PGlite) less RSS after load for a few more scavenges (bench/memory.md).
# --max-old-space-size=512: V8 lets the old generation grow by a smaller factor between full
# collections under a smaller limit (a heap of 30-80 MB is far below it), about 20 MB less RSS after load.
# MALLOC_ARENA_MAX=2: glibc gives each thread that mallocs (zlib, crypto, V8's garbage-collection
# helpers) an arena of its own, 9 here, that keep what they once held: about 10 MB less RSS after load.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--enable-source-maps", "--max-semi-space-size=2", "--max-old-space-size=512", "build/node/index.js"]
