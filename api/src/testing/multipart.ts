import { randomBytes } from 'node:crypto';

/** One field of a multipart/form-data body; a file when it has a filename. */
export interface FormPart { name: string; filename?: string; type?: string; content: Buffer | string }

/** A multipart/form-data request body, as a browser's FormData sends it. */
export function form(...parts: FormPart[]) {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
