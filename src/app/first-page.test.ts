import { describe, expect, it } from 'vitest';
import { publicEventSlug } from './first-page';

describe('the slug of a public event page, read before the router starts', () => {
  it('is the path’s segment, decoded as the router decodes it', () => {
    expect(publicEventSlug('/event/festival-bambuco-2025')).toBe('festival-bambuco-2025');
    expect(publicEventSlug('/event/festival-bambuco-2025/')).toBe('festival-bambuco-2025');
    expect(publicEventSlug('/event/noche%20andina')).toBe('noche andina');
  });

  it('is none for any other page, or a segment that cannot be decoded', () => {
    for (const path of ['/', '/login', '/events', '/event/', '/event/a/b', '/evento/x', '/event/%E0%A4%A']) expect(publicEventSlug(path)).toBeNull();
  });
});
