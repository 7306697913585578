import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';

export interface ImageParts {
  /** text fields, trimmed; a repeated name keeps its last value */
  fields: Record<string, string>;
  /** file parts by field name, in the order sent; empty parts (no file chosen) are skipped */
  files: Record<string, Buffer[]>;
}

export interface ReadImagePartsOptions {
  /** most file parts accepted in one request; busboy stops with a 413 beyond it */
  maxFiles?: number;
}

const DEFAULT_MAX_FILES = 10;

/**
 * Reads a multipart/form-data request (with @fastify/multipart registered) into text fields and file
 * buffers. The per-file size limit is the one the plugin was registered with (MAX_UPLOAD_BYTES); an
 * oversized file becomes AppError('TOO_LARGE'). The bytes are not checked here: pass each buffer to
 * saveImage, which sniffs and re-encodes it. Field names such as `__proto__` are refused by the plugin.
 */
export async function readImageParts(
  request: FastifyRequest,
  options: ReadImagePartsOptions = {},
): Promise<ImageParts> {
  if (!request.isMultipart()) throw new AppError('VALIDATION');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { files: options.maxFiles ?? DEFAULT_MAX_FILES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
        continue;
      }
      // Every file stream must be consumed, or the iteration stalls waiting for it.
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue; // a browser sends an empty part for an empty <input type=file>
      (files[part.fieldname] ??= []).push(bytes);
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('TOO_LARGE');
    throw error;
  }
  return { fields, files };
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}
