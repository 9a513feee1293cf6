// Compression of what the server sends. The built app's files are compressed once at build time
// (vite.config.ts writes .br and .gz beside each; the static plugin's preCompressed mode picks
// the one the browser accepts and says so in Content-Encoding and Vary). Everything else that is
// text and larger than COMPRESS_THRESHOLD (API answers such as the menu, index.html) is
// compressed on the way out by @fastify/compress. socket.io answers its own requests on the
// HTTP server before Fastify sees them, so its long-polling and websocket frames are untouched.
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // Answers are compressed per request: brotli's quality 4 compresses about as well as gzip's
      // best at a fraction of the CPU; quality 11 is for the build-time files.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'tavola-compression' },
);
