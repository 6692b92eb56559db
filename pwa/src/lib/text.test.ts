import { describe, expect, it } from 'vitest';
import { truncateText } from './text';

describe('truncateText', () => {
  it('keeps a name of 30 characters or fewer as it is', () => {
    expect(truncateText('Hello Kitty desk ornament', 30)).toBe('Hello Kitty desk ornament');
    expect(truncateText('a'.repeat(30), 30)).toBe('a'.repeat(30));
  });

  it('cuts a longer name at 30 characters and adds dots', () => {
    const name = 'Cinnamoroll acrylic phone holder with glitter stand';
    expect(truncateText(name, 30)).toBe('Cinnamoroll acrylic phone hold...');
  });

  it('does not leave a space before the dots', () => {
    expect(truncateText('Jelly Cat bunny keychain with bell', 25)).toBe('Jelly Cat bunny keychain...');
  });

  it('counts an emoji as one character', () => {
    expect(truncateText('🐱🐱🐱🐱', 3)).toBe('🐱🐱🐱...');
  });
});
