# The app as one image: builds the web app and the server (compiled JavaScript), then serves both on port 3000.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY packages/builder-engine/package.json packages/builder-engine/
COPY packages/seo-analysis/package.json packages/seo-analysis/
COPY migrations/package.json migrations/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# Production needs the site's public URL (links in e-mails, canonical URLs, sitemap): the server refuses to
# start without it. Give it at run time: docker run -e PUBLIC_ORIGIN=https://www.example.com ...
EXPOSE 3000
# Node itself is PID 1 (not npm), so `docker stop` signals the server directly and it shuts down gracefully.
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
