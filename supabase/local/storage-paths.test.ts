import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSafeObjectName, listingPrefix, objectFilePath, objectLocationFromUrlPath } from './storage-paths.ts';

describe('objectLocationFromUrlPath', () => {
  it.each([
    ['/storage/v1/object/profile-pictures/u1/avatar.png', undefined, { bucket: 'profile-pictures', name: 'u1/avatar.png' }],
    ['/storage/v1/object/public/profile-pictures/u1/foto%20perfil.png', 'public', { bucket: 'profile-pictures', name: 'u1/foto perfil.png' }],
    ['/storage/v1/object/authenticated/b/a/b/c.gif', 'authenticated', { bucket: 'b', name: 'a/b/c.gif' }],
  ] as const)('reads %s', (pathname, access, expected) => {
    expect(objectLocationFromUrlPath(pathname, access)).toEqual(expected);
  });

  it.each([
    ['/storage/v1/object/profile-pictures/u1/..%2F..%2Fsecret', undefined],
    ['/storage/v1/object/profile-pictures/../x.png', undefined],
    ['/storage/v1/object/profile-pictures/u1//x.png', undefined],
    ['/storage/v1/object/profile-pictures/u1%5Cx.png', undefined],
    ['/storage/v1/object/profile-pictures/u1/%00.png', undefined],
    ['/storage/v1/object/profile-pictures/%E0%A4%A', undefined],
    ['/storage/v1/object/profile-pictures', undefined],
    ['/storage/v1/object/bucket%2F..%2F..%2Fx/a.png', undefined],
    ['/storage/v1/object/authenticated/b/a.png', 'public'],
  ] as const)('refuses %s', (pathname, access) => {
    expect(objectLocationFromUrlPath(pathname, access)).toBeNull();
  });
});

describe('objectFilePath', () => {
  it('keeps the file inside <storageDir>/<bucket>', () => {
    expect(objectFilePath('/srv/storage', { bucket: 'b', name: 'u1/a.png' })).toBe(path.resolve('/srv/storage/b/u1/a.png'));
    expect(objectFilePath('/srv/storage', { bucket: 'b', name: '../../etc/passwd' })).toBeNull();
    expect(objectFilePath('/srv/storage', { bucket: '..', name: 'a.png' })).toBeNull();
  });
});

describe('isSafeObjectName (Supabase Storage key characters)', () => {
  it.each(['u1/avatar-1.png', "u1/a b!*'()&$@=;:+,?.gif", 'u1/x'.padEnd(255, 'a')])('accepts %s', (name) => {
    expect(isSafeObjectName(name)).toBe(true);
  });

  it.each([
    ['a non-ASCII letter', 'u1/foto-ñ.png'],
    ['a decomposed accent', 'u1/foto-e\u0301.png'],
    ['a percent sign', 'u1/100%.png'],
    ['a NUL', 'u1/a\u0000.png'],
    ['a segment over 255 characters', `u1/${'a'.repeat(256)}`],
    ['a name over 1024 characters', Array.from({ length: 6 }, () => 'a'.repeat(200)).join('/')],
  ])('refuses %s', (_what, name) => {
    expect(isSafeObjectName(name)).toBe(false);
  });
});

describe('listingPrefix', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['u1', 'u1/'],
    ['/u1/sub/', 'u1/sub/'],
  ])('reads %j as %j', (prefix, expected) => {
    expect(listingPrefix(prefix)).toBe(expected);
  });

  it.each(['u1/../u2', 'u1//x', 'ñ'])('refuses %j', (prefix) => {
    expect(listingPrefix(prefix)).toBeNull();
  });
});
