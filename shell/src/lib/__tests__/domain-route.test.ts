import { domainLanding } from '../domain-route';

const config = {
  mainDomain: 'lucky.localhost',
  domainRoute: [
    { domain: 'lucky.localhost', route: '/' },
    { domain: 'www.lucky.localhost', route: 'main' },
    { domain: 'agent.lucky.localhost', route: '/agent' },
  ],
};
const at = (url: string) => new URL(url) as unknown as Location;

describe('domainLanding', () => {
  it('sends a visitor on a "main" domain to the main domain, keeping port, path, query and hash', () => {
    expect(domainLanding(config, at('http://www.lucky.localhost:8080/rng?vassalage=X#top'))).toEqual({
      redirect: 'http://lucky.localhost:8080/rng?vassalage=X#top',
    });
  });

  it('lands a visitor on an agents’ domain on its path, only from the root', () => {
    expect(domainLanding(config, at('http://agent.lucky.localhost/'))).toEqual({ path: '/agent' });
    expect(domainLanding(config, at('http://agent.lucky.localhost/index'))).toBeNull();
  });

  it('stays on the main domain, an unknown domain, and when no main domain is configured', () => {
    expect(domainLanding(config, at('http://lucky.localhost:8080/'))).toBeNull();
    expect(domainLanding(config, at('http://127.0.0.1:8080/'))).toBeNull();
    expect(domainLanding({ ...config, mainDomain: ' ' }, at('http://www.lucky.localhost/'))).toBeNull();
  });
});
