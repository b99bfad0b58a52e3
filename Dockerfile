# One image for every Tracklight process; docker-compose.yml picks the entry point per service.
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The admin UI is an npm workspace: its manifest must be there for the install.
COPY admin-ui/package.json admin-ui/
RUN npm ci
COPY . .
RUN npm run build
ENV CHROMIUM_PATH=/usr/bin/chromium HOST=0.0.0.0
CMD ["node", "dist/services/all-in-one/src/main.js"]
