import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Laura Gómez', 'LG'],
    ['laura gómez restrepo', 'LG'],
    ['  Álvaro   Uribe ', 'ÁU'],
    ['Cher', 'C'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
