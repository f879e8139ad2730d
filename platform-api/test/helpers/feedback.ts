import type { TestApp } from './app';
import { formData, PNG_BYTES, type Part } from './payments';

export { formData, PNG_BYTES, type Part };
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A screenshot part (`screenshot<n>`), a PNG unless told. */
export const shot = (n: number, data: Buffer = PNG_BYTES): Part => ({
  name: `screenshot${n}`,
  filename: `s${n}.png`,
  type: 'image/png',
  data,
});

/** The text fields of a valid feedback, with `content` and extra parts. */
export const fields = (content = 'The withdrawal page is hard to find on my phone', type = 'suggestion'): Part[] => [
  { name: 'type', data: type },
  { name: 'content', data: content },
  { name: 'contact', data: 'message' },
];

/** A feedback client over `t`: new members of DEMO with a session, PUT and GET /wps/feedback. */
export function feedbackClient(t: TestApp, prefix: string) {
  let seq = 0;
  return {
    async member() {
      seq += 1;
      const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
      const m = await t.app.members.create({ merchantId, username: `${prefix}_${seq}`, passwordHash: 'x', type: 0 });
      return { id: m.id, username: m.username, token: await t.app.sessions.create(m.id, 3600) };
    },
    async send(token: string | null, parts: Part[]) {
      const { payload, contentType } = formData(parts);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        payload,
        headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
      return { status: res.statusCode, body: res.json() as any };
    },
    async list(token: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/feedback',
        headers: { authorization: `Bearer ${token}` },
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
      return { status: res.statusCode, body: res.json() as any };
    },
  };
}
