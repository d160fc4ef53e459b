import { describe, expect, test } from 'vitest';
import * as pricing from '@direct-connect/pricing';

describe('workspace', () => {
  test('sibling packages resolve to their sources', () => {
    expect(typeof pricing).toBe('object');
  });
});
