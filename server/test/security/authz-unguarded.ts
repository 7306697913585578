import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { msg } from '#shared/messages.ts';
import { files } from '#server/db/schema/index.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { bearer, createUser, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { multipart } from '#server/test/kits/partner-test-kit.ts';
import { expectOk, injectFresh, samplePng } from './route-samples-fixtures.ts';
import type { SampleOwners } from './route-samples.ts';

/** What each route outside the guarded areas must answer, without any token. */

interface Answered {
  what: string;
  status: number;
}

/** A fresh customer's licence proofs, uploaded through the API: the signed URLs and the file rows. */
async function uploadedProofs(t: TestApp) {
  const user = await createUser(t.db);
  const headers = bearer(await tokenFor(t.app, 'user', user));
  const payload = multipart({}, [
    ['licenseFrontSide', await samplePng()],
    ['licenseBackSide', await samplePng()],
  ]);
  const profile = expectOk(
    await injectFresh(t, { method: 'POST', url: '/api/uploadProof', headers, payload }),
    'uploadProof',
  ).json<{ data: { licenseFrontSide: string; licenseBackSide: string } }>().data;
  const fileId = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.split('/').at(-1) ?? '');
  return {
    user,
    headers,
    front: { url: profile.licenseFrontSide, id: fileId(profile.licenseFrontSide) },
    back: { url: profile.licenseBackSide, id: fileId(profile.licenseBackSide) },
  };
}

async function get(t: TestApp, url: string, answered: Answered[], what = url) {
  const res = await injectFresh(t, { method: 'GET', url });
  answered.push({ what, status: res.statusCode });
  return res;
}

/** The signed file URL: the only key to a private file. Anything but the server's own fresh signature is refused. */
async function checkSignedFiles(t: TestApp, answered: Answered[]) {
  const { front, back } = await uploadedProofs(t);
  const secret = t.app.deps.env.JWT_SECRET;
  const ok = await get(t, front.url, answered, 'the signed URL');
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['cache-control']).toBe('private, no-store');

  const url = new URL(front.url, 'http://x');
  const exp = url.searchParams.get('exp') ?? '';
  const sig = url.searchParams.get('sig') ?? '';
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
  const expired = signFileUrl(secret, front.id, 60, Date.now() - 10 * 60 * 1000);
  const refused: [string, string][] = [
    ['no signature', `/api/files/${front.id}`],
    ['no expiry', `/api/files/${front.id}?sig=${sig}`],
    ['a changed signature', `/api/files/${front.id}?exp=${exp}&sig=${flipped}`],
    ['a later expiry with the old signature', `/api/files/${front.id}?exp=${Number(exp) + 3600}&sig=${sig}`],
    ["another file's signature", `/api/files/${back.id}?exp=${exp}&sig=${sig}`],
    ['an expired signed URL', expired],
    ['a signature made with another key', signFileUrl('another-secret-another-secret-0123456789', front.id)],
    ['a garbage signature', `/api/files/${front.id}?exp=${exp}&sig=zz`],
  ];
  for (const [what, refusedUrl] of refused) {
    const res = await get(t, refusedUrl, answered, what);
    expect(res.statusCode, what).toBe(403);
    expect(res.json(), what).toEqual({ success: false, message: msg.forbidden });
  }
}

/** /uploads serves the public folder only: a private proof's stored name is not found there. */
async function checkPublicUploads(t: TestApp, owners: SampleOwners, answered: Answered[]) {
  const headers = bearer(await tokenFor(t.app, 'user', owners.customer));
  const payload = multipart({ fname: 'Asha', lname: 'Rao', mobile: '9876543210' }, [['image', await samplePng()]]);
  const profile = expectOk(
    await injectFresh(t, { method: 'POST', url: '/api/editUserProfile', headers, payload }),
    'editUserProfile',
  ).json<{ data: { image: string } }>().data;
  expect(profile.image).toMatch(/^\/uploads\//);
  expect((await get(t, profile.image, answered, 'a public photo')).statusCode).toBe(200);

  const { front } = await uploadedProofs(t);
  const [row] = await t.db.select({ storageName: files.storageName }).from(files).where(eq(files.id, front.id));
  if (!row) throw new Error('proof not stored');
  const res = await get(t, `/uploads/${row.storageName}`, answered, "a private proof's stored name");
  expect(res.statusCode).toBe(404);
  for (const name of ['..%2F..%2Fpackage.json', '..%2Fprivate%2F' + row.storageName]) {
    expect((await get(t, `/uploads/${name}`, answered, 'a path out of the folder')).statusCode).toBe(404);
  }
}

/** Calls `key` (a route of `unguardedRoutes`) the way its reason says it may be called; answers every status seen. */
export async function checkUnguardedRoute(t: TestApp, key: string, owners: SampleOwners): Promise<Answered[]> {
  const answered: Answered[] = [];
  const opensWithoutToken = async (url: string) => {
    const res = await get(t, url, answered);
    expect(res.statusCode, url).toBe(200);
  };
  switch (key) {
    case 'GET /api/docs/static/index.html': {
      const res = await get(t, '/api/docs/static/index.html', answered);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/api/docs/');
      break;
    }
    case 'GET /api/docs':
    case 'GET /api/docs/static/swagger-initializer.js':
    case 'GET /api/docs/json':
    case 'GET /api/docs/yaml':
    case 'GET /api/health':
      await opensWithoutToken(key.slice('GET '.length));
      break;
    case 'GET /api/docs/static/*':
      await opensWithoutToken('/api/docs/static/swagger-ui.css');
      break;
    case 'GET /uploads/:name':
      await checkPublicUploads(t, owners, answered);
      break;
    case 'GET /api/files/:id':
      await checkSignedFiles(t, answered);
      break;
    default:
      throw new Error(`${key} is listed as not guarded by role but has no check here`);
  }
  return answered;
}
