import { describe, expect, it } from 'vitest';
import { approvedUrl, isApproved, parseAllowlist } from './webview';

const LIST =
  'https://help.example.com\n  https://Docs.Example.org:8443  \n# a comment\nnot a url\nhttp://dev.example.net\n';

describe('webView allowlist', () => {
  it('reads one origin a line, normalised, ignoring comments and junk', () => {
    expect(parseAllowlist(LIST)).toEqual([
      'https://help.example.com',
      'https://docs.example.org:8443',
      'http://dev.example.net',
    ]);
    expect(parseAllowlist('')).toEqual([]);
  });

  it('approves a page of a listed origin, whatever its path and query', () => {
    expect(isApproved('https://help.example.com/a/b?x=1#top', LIST)).toBe(true);
    expect(approvedUrl(' https://HELP.example.com/guide ', LIST)).toBe('https://help.example.com/guide');
  });

  it('does not imply subdomains or the parent domain', () => {
    expect(isApproved('https://www.help.example.com/', LIST)).toBe(false);
    expect(isApproved('https://example.com/', LIST)).toBe(false);
    expect(isApproved('https://help.example.com.evil.io/', LIST)).toBe(false);
  });

  it('matches ports exactly (the default port is the bare origin)', () => {
    expect(isApproved('https://docs.example.org:8443/x', LIST)).toBe(true);
    expect(isApproved('https://docs.example.org/x', LIST)).toBe(false);
    expect(isApproved('https://help.example.com:443/x', LIST)).toBe(true);
    expect(isApproved('https://help.example.com:8443/x', LIST)).toBe(false);
  });

  it('compares host names case-insensitively', () => {
    expect(isApproved('https://DOCS.EXAMPLE.ORG:8443/', LIST)).toBe(true);
  });

  it('refuses javascript:, data:, relative URLs, credentials and other schemes', () => {
    expect(isApproved('javascript:alert(1)', LIST)).toBe(false);
    expect(isApproved('JavaScript:alert(1)//https://help.example.com', LIST)).toBe(false);
    expect(isApproved('data:text/html,<b>x</b>', LIST)).toBe(false);
    expect(isApproved('/pages/index/index', LIST)).toBe(false);
    expect(isApproved('https://user:pw@help.example.com/', LIST)).toBe(false);
    expect(isApproved('ftp://help.example.com/', LIST)).toBe(false);
    expect(isApproved('', LIST)).toBe(false);
  });

  it('allows http only in development, and only when listed', () => {
    expect(isApproved('http://dev.example.net/', LIST)).toBe(false);
    expect(isApproved('http://dev.example.net/', LIST, { allowHttp: true })).toBe(true);
    expect(isApproved('http://help.example.com/', LIST, { allowHttp: true })).toBe(false);
  });

  it('approves nothing with an empty list', () => {
    expect(isApproved('https://help.example.com/', '')).toBe(false);
  });
});
