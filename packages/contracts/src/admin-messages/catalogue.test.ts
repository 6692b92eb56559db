import { describe, expect, it } from 'vitest';
import { adminMessageKeysSchema } from './admin-message.js';
import { adminEn } from './en.js';
import { adminZhCN } from './zh-CN.js';

function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : texts(value as object, `${prefix}${name}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((match) => match[1]).sort();

describe('admin catalogues', () => {
  const english = new Map(texts(adminEn));
  const chinese = new Map(texts(adminZhCN));

  it('have the same keys in Chinese and English', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('interpolate the same values, with the same formats, in both languages', () => {
    for (const [key, text] of english)
      expect({ key, placeholders: placeholders(chinese.get(key)!) }).toEqual({ key, placeholders: placeholders(text) });
  });

  it("keep the spec's Chinese failure texts", () => {
    expect(adminZhCN.form.saveFailed).toBe('录入失败，请查看控制台');
    expect(adminZhCN.upload.coverUploadFailed).toBe('封面上传失败');
    expect(adminZhCN.area.fetchFailed).toBe('获取数据失败');
  });
});

describe('messageKeys of an answer', () => {
  it('accepts catalogue keys with their values', () => {
    const keys = [
      { key: 'subType.nameRequired', params: { row: 2 } },
      { key: 'product.listStockInvalid', params: { choices: ['low', 'all'] } },
    ];
    expect(adminMessageKeysSchema.parse(keys)).toEqual(keys);
  });

  it('refuses a key the catalogue does not have, and a plural form named with its suffix', () => {
    expect(adminMessageKeysSchema.safeParse([{ key: 'product.noSuchMessage' }]).success).toBe(false);
    expect(adminMessageKeysSchema.safeParse([{ key: 'lists.pastTheEnd.title_one' }]).success).toBe(false);
    expect(adminMessageKeysSchema.safeParse([{ key: 'lists.pastTheEnd.title', params: { count: 2 } }]).success).toBe(true);
  });
});
