import { afterEach, describe, expect, it } from 'vitest';
import { readSidebarExpanded, sidebarCookie, writeSidebarExpanded } from './sidebar-cookie';

afterEach(() => {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
});

describe('readSidebarExpanded', () => {
  it.each([
    ['', true],
    ['theme=dark', true],
    ['sidebar:state=true', true],
    ['sidebar:state=false', false],
    ['a=1; sidebar:state=false; b=2', false],
    ['other-sidebar:state=false', true],
    ['sidebar:state=garbage', true],
  ])('%j → %s', (cookieHeader, expected) => {
    expect(readSidebarExpanded(cookieHeader)).toBe(expected);
  });
});

describe('writeSidebarExpanded', () => {
  it('keeps the state for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar:state=false; path=/; max-age=604800; samesite=lax');
  });

  it('round-trips through document.cookie', () => {
    writeSidebarExpanded(false);
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});
