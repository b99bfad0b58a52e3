import { redirectTargetOf } from './redirect-target';

const HERE = 'https://links.example.com/#/nuxt-redirect?url=x';

describe('redirectTargetOf', () => {
  it('follows a web address on this host, whatever its port or path', () => {
    expect(redirectTargetOf('https://links.example.com/v2/reports?id=7', HERE)).toEqual({
      kind: 'this-host',
      href: 'https://links.example.com/v2/reports?id=7',
    });
    expect(redirectTargetOf('http://links.example.com:8080/', HERE)).toEqual({ kind: 'this-host', href: 'http://links.example.com:8080/' });
    expect(redirectTargetOf('/v2/', HERE)).toEqual({ kind: 'this-host', href: 'https://links.example.com/v2/' });
  });

  it('only offers an address on another host', () => {
    expect(redirectTargetOf('https://evil.example/phish', HERE)).toEqual({ kind: 'other-host', href: 'https://evil.example/phish', host: 'evil.example' });
    expect(redirectTargetOf('//evil.example:444/x', HERE)).toEqual({ kind: 'other-host', href: 'https://evil.example:444/x', host: 'evil.example:444' });
    expect(redirectTargetOf('https://links.example.com.evil.example/', HERE)).toMatchObject({ kind: 'other-host' });
  });

  it.each([null, '', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'http://'])(
    'refuses %p',
    (address) => {
      expect(redirectTargetOf(address, HERE)).toEqual({ kind: 'refused' });
    },
  );
});
