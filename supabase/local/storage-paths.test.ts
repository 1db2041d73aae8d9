import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectFilePath, objectLocationFromUrlPath } from './storage-paths.ts';

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
