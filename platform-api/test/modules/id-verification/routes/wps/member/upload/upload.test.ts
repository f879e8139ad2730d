/** @pglite: the identity upload routes on the embedded database too. */
import { createHash, randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { ID_IMAGE_MAX_BYTES } from 'shared-contracts';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { err } from '../../../../../../helpers/register';

/** A real 2×2 PNG. */
const PNG_BYTES = PNG.sync.write(Object.assign(new PNG({ width: 2, height: 2 }), { data: Buffer.alloc(16, 200) }));
/** A real 1×1 JPEG (the well-known 125-byte one: JFIF, arithmetic coding). */
const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const front = (data: Buffer = PNG_BYTES, filename = 'front.png', type = 'image/png'): Part => ({
  name: 'idCardFront',
  filename,
  type,
  data,
});
const selfie = (data: Buffer = JPEG_BYTES, filename = 'selfie.jpg', type = 'image/jpeg'): Part => ({
  name: 'idCardSelfie',
  filename,
  type,
  data,
});
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(BACKENDS)('POST /wps/member/upload/id and the operator review on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend);
    merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A new member of the type and a session token for it. */
  const member = async (type = 0) => {
    seq += 1;
    const { members, sessions } = t.app;
    const m = await members.create({ merchantId, username: `idm_${seq}`, passwordHash: 'x', type });
    return { username: m.username, id: m.id, token: await sessions.create(m.id, 3600) };
  };
  const upload = async (token: string | null, parts: Part[]) => {
    const { payload, contentType } = formData(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/upload/id',
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const docs = async (memberId: number) =>
    (
      await t.db.query<{ kind: string; content_type: string; sha256: string; size: number; ok: boolean }>(
        `SELECT kind, content_type, sha256, size, encode(sha256(bytes), 'hex') = sha256 AS ok
         FROM member_id_documents WHERE member_id = $1 ORDER BY kind`,
        [memberId],
      )
    ).rows;
  const status = async (memberId: number) =>
    (await t.db.query<{ s: string }>('SELECT id_verification_status AS s FROM members WHERE id = $1', [memberId]))
      .rows[0]!.s;
  const review = (username: string, body: unknown, key: string | null = OPS_AUTH) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/members/${username}/id-verification`,
      payload: body as object,
      headers: key ? { authorization: key } : {},
    });

  describe('upload', () => {
    it('stores front, selfie and the back defaulting to the front (types from the bytes), status P', async () => {
      const m = await member();
      // The declared types are wrong on purpose: only the bytes count.
      const res = await upload(m.token, [
        front(PNG_BYTES, 'front.bin', 'application/octet-stream'),
        selfie(JPEG_BYTES, 'selfie.png', 'image/png'),
      ]);
      expect(res).toEqual({ status: 200, body: { success: true, value: { status: 'P' }, message: null } });
      expect(await docs(m.id)).toEqual([
        { kind: 'BACK', content_type: 'image/png', sha256: sha(PNG_BYTES), size: PNG_BYTES.length, ok: true },
        { kind: 'FRONT', content_type: 'image/png', sha256: sha(PNG_BYTES), size: PNG_BYTES.length, ok: true },
        { kind: 'SELFIE', content_type: 'image/jpeg', sha256: sha(JPEG_BYTES), size: JPEG_BYTES.length, ok: true },
      ]);
      expect(await status(m.id)).toBe('P');
    });

    it('stores a back that is sent; a new upload while pending replaces the photos', async () => {
      const m = await member();
      await upload(m.token, [front(), selfie()]);
      const res = await upload(m.token, [
        front(JPEG_BYTES, 'f.jpg', 'image/jpeg'),
        { name: 'idCardBack', filename: 'b.png', type: 'image/png', data: PNG_BYTES },
        selfie(PNG_BYTES, 's.png', 'image/png'),
      ]);
      expect(res.status).toBe(200);
      expect((await docs(m.id)).map((d) => [d.kind, d.content_type])).toEqual([
        ['BACK', 'image/png'],
        ['FRONT', 'image/jpeg'],
        ['SELFIE', 'image/png'],
      ]);
    });

    it('ID_FRONT_REQUIRED and ID_SELFIE_REQUIRED (an empty file input counts as missing)', async () => {
      const m = await member();
      expect(await upload(m.token, [selfie()])).toEqual({
        status: 400,
        body: { ...err('ID_FRONT_REQUIRED', 'upload_front_required'), field: 'idCardFront' },
      });
      expect(
        (await upload(m.token, [front(Buffer.alloc(0), '', 'application/octet-stream'), selfie()])).body.code,
      ).toBe('ID_FRONT_REQUIRED');
      expect(await upload(m.token, [front()])).toEqual({
        status: 400,
        body: { ...err('ID_SELFIE_REQUIRED', 'upload_selfie_required'), field: 'idCardSelfie' },
      });
      expect(await status(m.id)).toBe('N');
    });

    it('ID_IMAGE_TYPE for a GIF or a text file named .png, whatever type is declared', async () => {
      const m = await member();
      expect(await upload(m.token, [front(GIF_BYTES, 'id.gif', 'image/gif'), selfie()])).toEqual({
        status: 400,
        body: { ...err('ID_IMAGE_TYPE', 'activity_apply_remark_limit2'), field: 'idCardFront' },
      });
      const text = Buffer.from('this is not an image');
      expect((await upload(m.token, [front(), selfie(text, 'selfie.png', 'image/png')])).body).toMatchObject({
        code: 'ID_IMAGE_TYPE',
        field: 'idCardSelfie',
      });
      expect(
        (await upload(m.token, [front(), { name: 'idCardBack', filename: 'b.png', data: text }, selfie()])).body,
      ).toMatchObject({ code: 'ID_IMAGE_TYPE', field: 'idCardBack' });
      expect(await status(m.id)).toBe('N');
      expect(await docs(m.id)).toEqual([]);
    });

    it('413 ID_IMAGE_TOO_LARGE over 5,242,880 bytes; exactly that many is accepted', async () => {
      const m = await member();
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(ID_IMAGE_MAX_BYTES + 1 - PNG_BYTES.length)]);
      expect(await upload(m.token, [front(), selfie(big, 'big.png', 'image/png')])).toEqual({
        status: 413,
        body: { ...err('ID_IMAGE_TOO_LARGE', 'activity_apply_remark_limit3'), field: 'idCardSelfie' },
      });
      const max = big.subarray(0, ID_IMAGE_MAX_BYTES);
      expect((await upload(m.token, [front(max), selfie()])).status).toBe(200);
      expect((await docs(m.id)).find((d) => d.kind === 'FRONT')!.size).toBe(ID_IMAGE_MAX_BYTES);
    });

    it('refuses a 4th file (413 PAYLOAD_TOO_LARGE), an unknown or repeated file field (VALIDATION), and a JSON body (415)', async () => {
      const m = await member();
      const back = { name: 'idCardBack', filename: 'b.png', type: 'image/png', data: PNG_BYTES };
      expect(await upload(m.token, [front(), back, selfie(), { ...back, name: 'idCardOther' }])).toMatchObject({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE' },
      });
      expect(await upload(m.token, [front(), { ...back, name: 'idCardOther' }, selfie()])).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'idCardOther' },
      });
      expect(await upload(m.token, [front(), front(), selfie()])).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', field: 'idCardFront' },
      });
      const json = await t.app.inject({
        method: 'POST',
        url: '/wps/member/upload/id',
        payload: { idCardFront: 'x', idCardSelfie: 'y' },
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await status(m.id)).toBe('N');
    });

    it('400 BAD_REQUEST for a malformed multipart body (no boundary, cut off), never a 500', async () => {
      const m = await member();
      const { payload, contentType } = formData([front(), selfie()]);
      for (const [body, type] of [
        [payload.subarray(0, 200), contentType],
        [payload, 'multipart/form-data'],
        [Buffer.from('garbage'), contentType],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/wps/member/upload/id',
          payload: body,
          headers: { 'content-type': type, authorization: `Bearer ${m.token}` },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          value: null,
          code: 'BAD_REQUEST',
          message: 'err_bad_request',
          detail: 'Malformed multipart/form-data body',
        });
      }
      expect(await status(m.id)).toBe('N');
    });

    it('401 without a valid token, 403 TRIAL_FORBIDDEN for a trial member', async () => {
      expect(await upload(null, [front(), selfie()])).toEqual({
        status: 401,
        body: err('UNAUTHORIZED', 'err_not_logged_in'),
      });
      expect((await upload('not-a-token', [front(), selfie()])).status).toBe(401);
      const trial = await member(4);
      expect(await upload(trial.token, [front(), selfie()])).toEqual({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
      expect(await docs(trial.id)).toEqual([]);
    });
  });

  describe('review: POST /ops/members/:username/id-verification', () => {
    it('P → A; an approved member cannot upload again (ID_ALREADY_VERIFIED)', async () => {
      const m = await member();
      await upload(m.token, [front(), selfie()]);
      const res = await review(m.username, { status: 'A' });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ username: m.username, status: 'A' });
      expect(await upload(m.token, [front(JPEG_BYTES), selfie()])).toEqual({
        status: 400,
        body: err('ID_ALREADY_VERIFIED', 'err_id_already_verified'),
      });
      expect((await docs(m.id)).find((d) => d.kind === 'FRONT')!.sha256).toBe(sha(PNG_BYTES));
      // Approved is final for the review too.
      expect((await review(m.username, { status: 'R' })).json()).toMatchObject({ code: 'VALIDATION' });
    });

    it('P → R; a rejected member uploads again (→ P)', async () => {
      const m = await member();
      await upload(m.token, [front(), selfie()]);
      expect((await review(m.username.toUpperCase(), { status: 'R' })).json().value.status).toBe('R');
      expect(await status(m.id)).toBe('R');
      expect((await upload(m.token, [front(), selfie()])).body.value).toEqual({ status: 'P' });
    });

    it('refuses without an operator, an unknown member, one with nothing pending, and a bad status', async () => {
      const m = await member();
      expect((await review(m.username, { status: 'A' }, null)).statusCode).toBe(401);
      expect((await review(m.username, { status: 'A' }, 'wrong')).statusCode).toBe(401);
      const unknown = await review('nobody_here', { status: 'A' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const notPending = await review(m.username, { status: 'A' });
      expect(notPending.statusCode).toBe(400);
      expect(notPending.json()).toMatchObject({ code: 'VALIDATION', field: 'status' });
      expect((await review(m.username, { status: 'X' })).json()).toMatchObject({ code: 'VALIDATION' });
      expect((await review(m.username, { status: 'A' }, OPS_AUTH)).statusCode).toBe(400);
      const other = await t.app.inject({
        method: 'POST',
        url: `/ops/members/${m.username}/id-verification?merchant=NOPE`,
        payload: { status: 'A' },
        headers: { authorization: OPS_AUTH },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('MERCHANT_NOT_FOUND');
      expect(await status(m.id)).toBe('N');
    });
  });
});
