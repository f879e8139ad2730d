import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

const LUCKY = { host: 'lucky.localhost:8080' };
const DEMO = { host: '127.0.0.1:8080' };

describe.each(BACKENDS)('customer service per merchant on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it("answers each merchant's own link and structured hours in the config and the status", async () => {
    const demo = (await getJson(t.app, '/wps/system/config', DEMO)).body.value.customerService;
    const lucky = (await getJson(t.app, '/wps/system/config', LUCKY)).body.value.customerService;
    expect(demo).toEqual({
      url: 'https://support.demo-casino.example.com/chat',
      hours: { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect(lucky).toEqual({
      url: 'https://support.lucky-star.example.com/chat',
      hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '23:00', timeZone: 'America/New_York' },
    });
    expect((await getJson(t.app, '/wps/system/status', LUCKY)).body.value.customerService).toEqual(lucky);
  });
});
