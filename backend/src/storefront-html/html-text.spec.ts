import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, summarize } from './html-text.js';

describe('escapeHtml', () => {
  it('turns markup characters into entities, so text never becomes tags or leaves an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co');
  });
});

describe('jsonForScript', () => {
  const tricky = { description: '</script><script>alert(1)</script> <!-- & \u2028 -->' };

  it('leaves no sequence that could end or comment out the script block', () => {
    const json = jsonForScript(tricky);
    expect(json).not.toMatch(/[<>&\u2028]/);
  });

  it('parses back to exactly the same strings', () => {
    expect(JSON.parse(jsonForScript(tricky))).toEqual(tricky);
  });
});

describe('summarize', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(summarize('  Soft\n\npastel   charm ', 155)).toBe('Soft pastel charm');
  });

  it('cuts a long text at a word boundary within the limit, with an ellipsis', () => {
    const summary = summarize('word '.repeat(60), 155);
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary).toMatch(/^(word )+word…$/);
  });

  it('cuts one endless word at the limit', () => {
    expect(summarize('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
