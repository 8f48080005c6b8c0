import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A small S3-like server for tests, on 127.0.0.1 (port 0): PUT, GET, HEAD and DELETE of an
 * object and ListObjectsV2, path-style (/bucket/key). Every request must carry a valid AWS
 * Signature V4 for the given credentials (recomputed here), else 403.
 */
export type S3Like = {
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string; modified: Date }>;
  requests: string[];
  close(): Promise<void>;
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function signedRight(
  req: IncomingMessage,
  url: string,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): Promise<boolean> {
  const auth = req.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  if (!auth.includes(`Credential=${creds.accessKeyId}/`) || signed.length === 0) return false;
  const headers: Record<string, string> = {};
  for (const name of signed) {
    if (name === 'host') continue;
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const signer = new AwsV4Signer({
    method: req.method ?? 'GET',
    url,
    headers,
    accessKeyId: creds.accessKeyId,
    secretAccessKey: creds.secretAccessKey,
    service: 's3',
    region: creds.region,
    datetime: String(req.headers['x-amz-date'] ?? ''),
  });
  const expected = (await signer.sign()).headers.get('authorization');
  return expected === auth;
}

export async function startS3Like(
  bucket: string,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): Promise<S3Like> {
  const objects: S3Like['objects'] = new Map();
  const requests: string[] = [];
  let endpoint = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', endpoint);
      const body = await bodyOf(req);
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      if (!(await signedRight(req, url.toString(), creds))) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const [, b, ...rest] = url.pathname.split('/');
      if (b !== bucket) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = rest.map(decodeURIComponent).join('/');
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        // Two per page, so the client must follow continuation tokens.
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        const contents = page
          .map((k) => {
            const o = objects.get(k)!;
            return `<Contents><Key>${escape(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`;
          })
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
          );
        return;
      }
      const found = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          type: String(req.headers['content-type'] ?? 'application/octet-stream'),
          modified: new Date(),
        });
        res.writeHead(200).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        if (!found) {
          res
            .writeHead(404)
            .end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        res.writeHead(200, {
          'content-type': found.type,
          'content-length': found.body.length,
          'last-modified': found.modified.toUTCString(),
        });
        res.end(req.method === 'HEAD' ? undefined : found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
