/** @jest-environment jsdom */
import '../../helpers/jsdom-text-encoder';
import { LANGUAGES } from 'shared-contracts';
import { livePageTexts } from '../../../src/modules/demo-live/i18n';
import { renderChatPage } from '../../../src/modules/demo-live/page';
import { LIVE_TABLES } from '../../../src/modules/demo-live/tables';
import { pageTextGaps } from '../../helpers/page-texts';

// The live pages' script, run in jsdom on the chat page against a stubbed chat API.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const AT = '2024-01-01T00:00:00.000Z';

function loadChat(lang: string) {
  const { t, lang: found, locale } = livePageTexts(lang);
  const html = renderChatPage({ chat: 'chat-1', lang: found, locale }, LIVE_TABLES[1]!, t, 'nonce');
  document.documentElement.lang = /<html lang="([^"]+)">/.exec(html)![1]!;
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)![1]!;
  const script = /<script nonce="nonce">([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function(script)();
}

const chatLines = () => [...document.querySelectorAll('#chat-log li')].map((li) => li.textContent);

describe('live chat panel', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({
      json: () =>
        Promise.resolve({
          success: true,
          message: null,
          value: {
            me: 'ch***er',
            messages: [
              {
                id: 7,
                sender: 'Marco',
                dealer: true,
                text: 'Round 42: place your bets, good luck!',
                greetingRound: 42,
                at: AT,
              },
              { id: 8, sender: 'ch***er', dealer: false, text: '<b>hi</b> {round}', greetingRound: null, at: AT },
              { id: 9, sender: 'Marco', dealer: true, text: 'Welcome!', greetingRound: null, at: AT },
            ],
          },
        }),
    } as unknown as Response);
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    // The page polls on an interval; one poll (on load) is what these tests look at.
    jest.spyOn(window, 'setInterval').mockImplementation(() => 0 as unknown as ReturnType<typeof setInterval>);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the dealer's round greeting in the reader's language, other messages as sent, as text", async () => {
    loadChat('KO');
    await flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/vendor/demo/live/api/chat?after=0');
    expect(init.headers['x-live-chat']).toBe('chat-1');
    expect(chatLines()).toEqual([
      'Marco: 42라운드: 베팅하세요. 행운을 빕니다!',
      'ch***er: <b>hi</b> {round}',
      'Marco: Welcome!',
    ]);
    // A member's text is never parsed as HTML: one <b> per line (the sender's).
    expect(document.querySelectorAll('#chat-log b')).toHaveLength(3);
    expect(document.querySelectorAll('#chat-log li.d')).toHaveLength(2);
  });

  it.each(LANGUAGES)('greets round 42 in %s with its own dealerGreeting text', async (lang) => {
    loadChat(lang);
    await flush();
    const { t } = livePageTexts(lang);
    expect(chatLines()[0]).toBe(`Marco: ${t.dealerGreeting.replace('{round}', '42')}`);
    if (lang !== 'EN') expect(chatLines()[0]).not.toBe('Marco: Round 42: place your bets, good luck!');
  });
});

describe("the live pages' texts", () => {
  it('are complete in each of the seven languages, with the placeholders of EN', () => {
    expect(pageTextGaps(livePageTexts)).toEqual([]);
  });
});
