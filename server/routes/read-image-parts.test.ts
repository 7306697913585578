import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { registerErrorHandler } from '#server/errors.ts';
import { readImageParts } from './read-image-parts.ts';

const FILE_LIMIT = 1024;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: FILE_LIMIT } });
  app.post('/echo', async (request) => {
    const { fields, files } = await readImageParts(request);
    const sizes = Object.fromEntries(
      Object.entries(files).map(([name, list]) => [name, list.map((b) => b.toString('utf8'))]),
    );
    return { fields, files: sizes };
  });
  await app.ready();
});

afterAll(() => app.close());

function blob(content: string | Uint8Array): Blob {
  return new Blob([typeof content === 'string' ? content : Buffer.from(content)]);
}

describe('readImageParts', () => {
  it('collects trimmed fields and repeated files by field name', async () => {
    const form = new FormData();
    form.append('name', '  Classic 350  ');
    form.append('images', blob('first'), 'a.png');
    form.append('images', blob('second'), 'b.png');
    form.append('front', blob('front side'), 'c.jpg');
    form.append('empty', blob(''), '');
    const res = await app.inject({ method: 'POST', url: '/echo', payload: form });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: 'Classic 350' },
      files: { images: ['first', 'second'], front: ['front side'] },
    });
  });

  it('turns a file over the limit into 413 with the envelope', async () => {
    const form = new FormData();
    form.append('name', 'x');
    form.append('images', blob(new Uint8Array(FILE_LIMIT + 1)), 'big.png');
    const res = await app.inject({ method: 'POST', url: '/echo', payload: form });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: msg.tooLarge });
  });

  it('refuses a request that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
