# Canopy: one image for every app instance (docs/deploy.md). UNTESTED: written for docker/podman but
# never built or run (the machines Canopy is developed on cannot run containers). Test it yourself.
#
#   docker build -t canopy .
#   docker run -e DATABASE_URL=postgresql://… -e APP_URL=https://… -p 3000:3000 canopy

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source (npm ci runs only its approved install script).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build migrates a throwaway SQLite file (scripts/setup.mjs); the real database is migrated at start.
# Dev dependencies stay: the prisma CLI migrates SQLite at start, tsx runs the command line
# (`docker compose exec canopy-a npm run canopy -- user create …`).
RUN DATABASE_URL=file:/tmp/build.db npm run build && rm -f /tmp/build.db

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 HOST=0.0.0.0 PORT=3000
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.mjs /app/prisma.config.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/.next-threads ./.next-threads
COPY --from=build /app/public ./public
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/scripts ./scripts
# The command line (cli/) and the lib/ sources it runs with tsx.
COPY --from=build /app/cli ./cli
COPY --from=build /app/lib ./lib
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations first (idempotent, under an advisory lock on PostgreSQL), then `exec`: the server becomes
# PID 1, so that SIGTERM reaches `next start` and the instance drains (CANOPY_SHUTDOWN_GRACE_MS).
CMD ["sh", "-c", "node scripts/setup.mjs && exec node_modules/.bin/next start -p \"$PORT\" -H \"$HOST\""]
